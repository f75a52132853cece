'use strict';
// Loads one TypeScript file of the test suite (transpiled in memory with the project's
// typescript), so a bench shares the test emulator's fixes instead of copying them. Its relative
// imports of other .ts files (test/support/postgres-cluster.ts's './free-port') load the same way.

const Module = require('node:module');
const { existsSync, readFileSync } = require('node:fs');
const { dirname, resolve } = require('node:path');
const ts = require('typescript');

function requireTs(file) {
  const { outputText } = ts.transpileModule(readFileSync(file, 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true },
  });
  const mod = new Module(file, module);
  mod.filename = file;
  mod.paths = Module._nodeModulePaths(dirname(file));
  mod.require = (id) => {
    const sibling = id.startsWith('.') ? resolve(dirname(file), `${id}.ts`) : null;
    return sibling && existsSync(sibling) ? requireTs(sibling) : Module.prototype.require.call(mod, id);
  };
  mod._compile(outputText, file);
  return mod.exports;
}

module.exports = { requireTs };
