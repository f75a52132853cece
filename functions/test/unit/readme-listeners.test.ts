// The README's first lines tell a newcomer which ports Ferry opens and how to move them: the
// defaults they state and the command they show must be what the configuration does.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from '../../src/config';

const readme = readFileSync(join(__dirname, '..', '..', '..', 'README.md'), 'utf8');
// What comes before the first command a reader runs.
const opening = readme.slice(0, readme.indexOf('npm install && npm start'));

it('when a newcomer reads the README up to the start command, then it names both listeners with the defaults the configuration has', () => {
  const defaults = loadConfig({}, 'self-hosted');
  const stated = {
    PORT: /`PORT`, default `(\d+)`/.exec(opening)?.[1],
    INTERNAL_PORT: /`INTERNAL_PORT`, default `(\d+)`/.exec(opening)?.[1],
    host: /both\s+on `([\d.]+)`/.exec(opening)?.[1],
  };
  expect(stated).toEqual({ PORT: String(defaults.port), INTERNAL_PORT: String(defaults.internalPort), host: defaults.host });
});

it('when a newcomer runs the command it shows to change the ports, then the server takes those ports', () => {
  const shown = /`((?:[A-Z_]+=\d+ )+)npm start`/.exec(opening);
  expect(shown).not.toBeNull();
  const env = Object.fromEntries(
    shown![1]!
      .trim()
      .split(' ')
      .map((pair) => pair.split('=') as [string, string]),
  );
  expect(Object.keys(env).sort()).toEqual(['INTERNAL_PORT', 'PORT']);
  const config = loadConfig(env, 'self-hosted');
  expect({ port: config.port, internalPort: config.internalPort }).toEqual({ port: Number(env.PORT), internalPort: Number(env.INTERNAL_PORT) });
});
