'use strict';
// `npm run bench`: every benchmark in turn (redirect, deferred match, the TLS permission endpoint, QR code drawing,
// PostgreSQL against SQLite). Exit 1 if any failed.
// BENCH_SMOKE=1 runs each in its smoke mode (support/smoke.js).

/** The files this runs, in order; the smoke test reads the list to know what `bench` covers. */
const BENCHMARKS = ['redirect', 'match', 'tls-ask', 'qr', 'postgres'];

async function main() {
  let failed = false;
  for (const name of BENCHMARKS) {
    console.log(`=== bench: ${name}`);
    if ((await require(`./${name}`).main([])) !== 0) failed = true;
  }
  return failed ? 1 : 0;
}

module.exports = { BENCHMARKS };

if (require.main === module) {
  main().then(
    (code) => process.exit(code),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
