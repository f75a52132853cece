// Schemathesis on a self-hosted Ferry with the firestore store (test/fuzz/fuzz-store.ts says what a run does).
import { fuzzStore } from './fuzz-store';

fuzzStore('firestore');
