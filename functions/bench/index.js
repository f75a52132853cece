'use strict';
// `npm run bench`: every benchmark in turn (redirect, then deferred match). Exit 1 if any failed.

const BENCHMARKS = [
  ['redirect', () => require('./redirect').main()],
  ['match', () => require('./match').main()],
];

(async () => {
  let failed = false;
  for (const [name, main] of BENCHMARKS) {
    console.log(`=== bench: ${name}`);
    if ((await main()) !== 0) failed = true;
  }
  process.exit(failed ? 1 : 0);
})();
