// Counts what Firestore would bill for the calls reaching the in-process emulator: a read per
// document a get or a transaction's get returns (missing ones too), per document a query
// returns (at least 1 per query), 1 per aggregation (up to 1,000 index entries); a write per
// document written, deleted or transformed in a commit. Failed commits write nothing.

import type { Call, Handler, RunningEmulator } from './firestore-emulator';

export interface Operations {
  reads: number;
  writes: number;
}

export interface OperationCounter {
  /** What was counted since the last take(), and starts counting afresh. */
  take(): Operations;
}

type Callback = Parameters<Handler>[1];

export function countOperations(emulator: RunningEmulator): OperationCounter {
  let reads = 0;
  let writes = 0;
  /** Documents answered by each query since the last take(): a query answering none costs 1. */
  let queries: { documents: number }[] = [];
  const wrap = (method: string, make: (original: Handler) => Handler) => {
    const entry = emulator.handlers.get(`/google.firestore.v1.Firestore/${method}`);
    if (!entry) throw new Error(`emulator has no ${method} handler`);
    entry.func = make(entry.func);
  };
  /** Streams answer through call.write (their callback may never come): count what they send. */
  const onDocument = (call: Call, counted: () => void) => {
    const write = call.write.bind(call);
    call.write = (response) => {
      if (response.has_found || response.has_missing || response.has_document) counted();
      return write(response);
    };
  };
  wrap('BatchGetDocuments', (original) => (call, callback) => {
    onDocument(call, () => (reads += 1));
    original(call, callback);
  });
  wrap('RunQuery', (original) => (call, callback) => {
    const query = { documents: 0 };
    queries.push(query);
    onDocument(call, () => (query.documents += 1));
    original(call, callback);
  });
  const onePerCall =
    (original: Handler): Handler =>
    (call, callback) => {
      reads += 1;
      original(call, callback);
    };
  wrap('GetDocument', onePerCall);
  wrap('RunAggregationQuery', onePerCall);
  wrap(
    'Commit',
    (original) => (call, callback: Callback) =>
      original(call, (error, value) => {
        if (!error) writes += call.request.writes?.length ?? 0;
        callback(error, value);
      }),
  );
  return {
    take() {
      const taken = { reads: reads + queries.reduce((sum, q) => sum + Math.max(1, q.documents), 0), writes };
      reads = 0;
      writes = 0;
      queries = [];
      return taken;
    },
  };
}
