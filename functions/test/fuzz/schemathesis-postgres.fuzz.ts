// Schemathesis on a self-hosted Ferry with the postgres store (test/fuzz/fuzz-store.ts says what a run does).
import { fuzzStore } from './fuzz-store';

fuzzStore('postgres');
