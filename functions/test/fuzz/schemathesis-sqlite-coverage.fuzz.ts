// The coverage phase on a self-hosted Ferry with the sqlite store: every boundary and invalid
// value of every field, and each path's methods it does not take (run-schemathesis.ts COVERAGE).
// A file of its own so that jest runs it beside the stores' runs.
import { fuzzStore } from './fuzz-store';

fuzzStore('sqlite', { coverage: true });
