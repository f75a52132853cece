// The package is "type": "module", so Node would read dist/cjs/*.js as ESM without this marker.
const { writeFileSync } = require('node:fs');
const { join } = require('node:path');

writeFileSync(join(__dirname, '..', 'dist', 'cjs', 'package.json'), '{ "type": "commonjs" }\n');
