// `ferry`: the admin CLI for self-hosters (docs/cli.md). Uses the same env as the
// server (STORE, DATA_DIR…) and the same services as the API. The commands live in cli/, one
// file per noun; `ferry --help` lists them with the exit codes.

import { main } from './cli/main';

export { runCli } from './cli/run';

if (require.main === module) void main(process.argv.slice(2));
