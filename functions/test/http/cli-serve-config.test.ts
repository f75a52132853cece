// `ferry serve` with settings that contradict each other: the same one-line refusal as npm
// start, as a usage error (exit 2), since the environment is the command's input.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asCliFailure } from '../../src/cli/errors';
import { runCli } from '../../src/cli/run';

it('when serve meets contradictory settings, then it refuses with exit code 2 and the message naming the variables', async () => {
  const env = { PORT: '41999', INTERNAL_PORT: '41999', DATA_DIR: mkdtempSync(join(tmpdir(), 'ferry-serve-config-')) };
  const error = await runCli(['serve', '--json'], env).then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(asCliFailure(error)).toEqual({
    exitCode: 2,
    body: { error: 'INTERNAL_PORT and PORT are both 41999: the TLS permission endpoint needs a port of its own', code: 'USAGE' },
  });
});
