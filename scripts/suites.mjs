// The suites of `npm test`, in the order they run (scripts/test-suites.mjs runs them). Each names
// its command and folder; CONTRIBUTING.md says what each proves. Order matters only where a suite
// uses what an earlier one built: the console bundle (browser tests) and functions/lib (the
// fuzz, emulator, Android and Swift suites, which start the built server), built once here.
export const SUITES = [
  { name: 'console-build', what: 'the console bundle, served by the browser tests', run: 'npm run --silent build -w console' },
  { name: 'functions-build', what: 'functions/lib, started by the suites after jest', run: 'npx tsc -p tsconfig.build.json', cwd: 'functions' },
  { name: 'typecheck', what: 'TypeScript strict over the service and its tests', run: 'npm run --silent typecheck', cwd: 'functions' },
  { name: 'lint', what: "ESLint, the layers' import rules included", run: 'npm run --silent lint', cwd: 'functions' },
  { name: 'format', what: "Biome: every file's format and sorted imports (npm run format fixes them)", run: 'npx biome check' },
  { name: 'openapi-lint', what: "Redocly's rules over docs/openapi.json", run: 'npm run --silent lint:openapi', cwd: 'functions' },
  { name: 'debian-tools', what: 'Chromium, Caddy and PostgreSQL installed when missing', run: 'bash scripts/ensure-debian-tools.sh', cwd: 'functions' },
  // Two workers: jest's default on two cores is one, which leaves a core idle while a test waits.
  { name: 'functions', what: 'unit, HTTP, store contract (SQLite, Firestore, PostgreSQL), browser, docs, e2e', run: 'npx jest -w 2', cwd: 'functions' },
  {
    name: 'fuzz',
    what: 'Schemathesis on SQLite, Firestore, PostgreSQL and the Firebase emulators, two at a time',
    run: 'bash scripts/ensure-schemathesis.sh && bash scripts/offline.sh npx jest -c jest.fuzz.config.js',
    cwd: 'functions',
  },
  { name: 'emulators', what: 'the built functions under the Firebase emulators', run: 'npx jest -c jest.emulators.config.js', cwd: 'functions' },
  { name: 'sdk', what: 'the JavaScript library and the typed admin client', run: 'npm test -w sdk' },
  { name: 'android', what: 'the Kotlin library (mvn verify) against a real server', run: 'mvn -q -B verify -f sdk-android/pom.xml' },
  { name: 'swift', what: 'the Swift library (swift test) against a real server', run: 'npm run --silent test:swift' },
  { name: 'console', what: "the console's type check, lint, unit and browser tests", run: 'npm test -w console' },
];
