// Every screen's stylesheet reaches only its own screen: each selector in links/, projects/,
// bulk/ and analytics/ CSS starts with `.screen-<that screen>`, the class the shell's <main>
// carries while the screen shows. Class names are one namespace in a page, and a screen's CSS
// stays loaded after the screen is left: a `.confirm` of the Project screen once showed the
// Links screen's closed delete dialog.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { test } from 'node:test';

const src = new URL('../src/', import.meta.url);
const SCREENS = ['links', 'projects', 'bulk', 'analytics'];

/** The selectors of every style rule, at any depth of @media/@supports, comments removed. */
export function selectorsOf(css) {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const selectors = [];
  let at = 0;
  const walk = (end) => {
    while (at < end) {
      const open = text.indexOf('{', at);
      if (open === -1 || open >= end) return;
      const prelude = text.slice(at, open).trim();
      let depth = 1;
      let close = open + 1;
      for (; depth > 0; close++) depth += text[close] === '{' ? 1 : text[close] === '}' ? -1 : 0;
      if (prelude.startsWith('@')) {
        at = open + 1;
        walk(close - 1);
      } else {
        selectors.push(...prelude.split(/,(?![^(]*\))/).map((s) => s.trim()));
      }
      at = close;
    }
  };
  walk(text.length);
  return selectors;
}

test('the parser finds selectors in lists and inside media queries', () => {
  const css = '/* a { } */ .x a, .y:is(b, c) { color: red } @media (max-width: 1px) { .z { margin: 0 } }';
  assert.deepEqual(selectorsOf(css), ['.x a', '.y:is(b, c)', '.z']);
});

for (const screen of SCREENS) {
  test(`every rule of ${screen}/ stays under .screen-${screen}`, () => {
    const files = readdirSync(new URL(`${screen}/`, src)).filter((name) => name.endsWith('.css'));
    assert.ok(files.length > 0, `${screen}/ has a stylesheet`);
    for (const file of files) {
      const root = `.screen-${screen}`;
      const outside = selectorsOf(readFileSync(new URL(`${screen}/${file}`, src), 'utf8')).filter((s) => s !== root && !s.startsWith(`${root} `));
      assert.deepEqual(outside, [], `${screen}/${file}: selectors outside .screen-${screen}`);
    }
  });
}

test('the shell puts the screen class on <main> for every screen', () => {
  const shell = readFileSync(new URL('shell.tsx', src), 'utf8');
  assert.match(shell, /<main class=\{`content screen-\$\{screen\}`\}>/);
  for (const screen of SCREENS) assert.match(shell, new RegExp(`'${screen}'`));
});
