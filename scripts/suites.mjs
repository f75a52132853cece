// The suites of `npm test`, in stages (scripts/test-suites.mjs runs them). Each suite names its
// command and folder; CONTRIBUTING.md says what each proves. A stage starts when the one before
// has ended, and runs its suites two at a time on two cores: the checks are single-threaded (tsc,
// ESLint), and the client libraries' suites wait on a server, a JVM or Chromium as much as they
// compute, so a second suite fills the idle core. `functions` and `fuzz` each use both cores
// themselves (two jest workers; two Schemathesis runs) and so have a stage of their own. Stages
// matter where a suite uses what an earlier one built or installed: the console bundle (browser
// tests), functions/lib (the fuzz, emulator, Android and Swift suites start the built server) and
// Debian's tools (Chromium, Caddy, PostgreSQL).
export const STAGES = [
  {
    name: 'checks',
    suites: [
      { name: 'console-build', what: 'the console bundle, served by the browser tests', run: 'npm run --silent build -w console' },
      { name: 'functions-build', what: 'functions/lib, started by the suites after jest', run: 'npx tsc -p tsconfig.build.json', cwd: 'functions' },
      { name: 'typecheck', what: 'TypeScript strict over the service and its tests', run: 'npm run --silent typecheck', cwd: 'functions' },
      { name: 'lint', what: "ESLint, the layers' import rules included", run: 'npm run --silent lint', cwd: 'functions' },
      { name: 'format', what: "Biome: every file's format and sorted imports (npm run format fixes them)", run: 'npx biome check' },
      { name: 'openapi-lint', what: "Redocly's rules over docs/openapi.json", run: 'npm run --silent lint:openapi', cwd: 'functions' },
      { name: 'debian-tools', what: 'Chromium, Caddy and PostgreSQL installed when missing', run: 'bash scripts/ensure-debian-tools.sh', cwd: 'functions' },
    ],
  },
  {
    name: 'service',
    suites: [
      // Two workers: jest's default on two cores is one, which leaves a core idle while a test waits.
      { name: 'functions', what: 'unit, HTTP, store contract (SQLite, Firestore, PostgreSQL), browser, docs, e2e', run: 'npx jest -w 2', cwd: 'functions' },
    ],
  },
  {
    name: 'fuzz',
    suites: [
      {
        name: 'fuzz',
        what: 'Schemathesis on SQLite, Firestore, PostgreSQL and the Firebase emulators, and its coverage phase on SQLite, two at a time',
        run: 'bash scripts/ensure-schemathesis.sh && bash scripts/offline.sh npx jest -c jest.fuzz.config.js',
        cwd: 'functions',
      },
    ],
  },
  {
    name: 'clients',
    suites: [
      // Two at a time in this order: the emulators and the sdk first, then the console (the
      // longest) beside the Android and Swift libraries. The console's browser tests start a
      // Firebase Auth emulator of their own for the same demo project: beside the emulators
      // suite's, on a busy machine, its sign-ups failed to connect, so it waits for that suite.
      { name: 'emulators', what: 'the built functions under the Firebase emulators', run: 'npx jest -c jest.emulators.config.js', cwd: 'functions' },
      { name: 'sdk', what: 'the JavaScript library and the typed admin client', run: 'npm test -w sdk' },
      { name: 'console', what: "the console's type check, lint, unit and browser tests", run: 'npm test -w console', after: ['emulators'] },
      { name: 'android', what: 'the Kotlin library (mvn verify) against a real server', run: 'mvn -q -B verify -f sdk-android/pom.xml' },
      { name: 'swift', what: 'the Swift library (swift test) against a real server', run: 'npm run --silent test:swift' },
    ],
  },
];

export const SUITES = STAGES.flatMap((stage) => stage.suites);

/** Suites of one stage running at once: the machine this is measured on has two cores. */
export const AT_ONCE = 2;
