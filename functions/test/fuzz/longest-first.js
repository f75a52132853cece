// The order jest starts the fuzz runs in, two at a time: the coverage run (a fixed 3 to 4
// minutes) and the Firebase run (the emulators' start on top of its budget) first, so that the
// stores' shorter runs fill the other worker and none of the long ones starts last. On a fresh
// clone jest has no timings yet and would start the largest files first.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const Sequencer = require('@jest/test-sequencer').default;

const FIRST = ['schemathesis-sqlite-coverage.fuzz.ts', 'schemathesis-firebase.fuzz.ts'];
const rank = (test) => {
  const index = FIRST.findIndex((name) => test.path.endsWith(name));
  return index === -1 ? FIRST.length : index;
};

class LongestFirst extends Sequencer {
  sort(tests) {
    return [...tests].sort((a, b) => rank(a) - rank(b) || a.path.localeCompare(b.path));
  }
}

module.exports = LongestFirst;
