'use strict';
// Loads one self-contained TypeScript file of the test suite (transpiled in memory with the
// project's typescript), so a bench shares the test emulator's fixes instead of copying them.

const Module = require('node:module');
const { readFileSync } = require('node:fs');
const ts = require('typescript');

function requireTs(file) {
  const { outputText } = ts.transpileModule(readFileSync(file, 'utf8'), { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true } });
  const mod = new Module(file, module);
  mod.filename = file;
  mod.paths = Module._nodeModulePaths(require('node:path').dirname(file));
  mod._compile(outputText, file);
  return mod.exports;
}

module.exports = { requireTs };
