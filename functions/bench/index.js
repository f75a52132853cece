'use strict';
// `npm run bench`: every benchmark in turn (redirect, deferred match, the TLS permission endpoint, QR code drawing). Exit 1 if any failed.

const BENCHMARKS = [
  ['redirect', () => require('./redirect').main()],
  ['match', () => require('./match').main()],
  ['tls', () => require('./tls-ask').main()],
  ['qr', () => require('./qr').main()],
];

(async () => {
  let failed = false;
  for (const [name, main] of BENCHMARKS) {
    console.log(`=== bench: ${name}`);
    if ((await main()) !== 0) failed = true;
  }
  process.exit(failed ? 1 : 0);
})();
