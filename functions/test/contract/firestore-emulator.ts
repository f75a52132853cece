// Starts @firestore-emulator/server in-process on a free port. That emulator commits every
// transaction (dummy ids, no locks), so racing read-modify-writes would all win; real
// Firestore makes the losers retry. We wrap its gRPC handlers with optimistic concurrency:
// a commit whose transaction read a document written since then fails with ABORTED, which
// firebase-admin retries, as it does on real contention. Query reads are checked per
// returned document (no phantom protection): enough for the reads the adapter makes.

import { FirestoreServer } from '@firestore-emulator/server';
import { freePort } from '../support/free-port';
import { supportNestedIncrements } from './emulator-map-increments';

// Just the parts of the emulator's protobuf messages this file touches.
type Bytes = Uint8Array;
interface Doc {
  name: string;
}
interface Request {
  has_new_transaction?: boolean;
  transaction?: Bytes;
  writes?: { has_update: boolean; update: Doc; delete: string }[];
}
interface Response {
  transaction?: Bytes;
  has_found?: boolean;
  found?: Doc;
  has_missing?: boolean;
  missing?: string;
  has_document?: boolean;
  document?: Doc;
}
export type Call = { request: Request; write: (response: Response) => boolean };
type Callback = (error: { code: number; details: string } | null, value?: unknown) => void;
export type Handler = (call: Call, callback: Callback) => void;
export type Handlers = Map<string, { func: Handler }>;

const ABORTED = 10;
const hex = (bytes: Bytes) => Buffer.from(bytes).toString('hex');

export interface RunningEmulator {
  host: string;
  stop(): void;
  /** The emulator's gRPC handlers, for tests that watch the calls (firestore-operations.ts). */
  handlers: Handlers;
}

export async function startFirestoreEmulator(): Promise<RunningEmulator> {
  supportNestedIncrements();
  const server = new FirestoreServer();
  const { handlers } = (server as unknown as { server: { handlers: Handlers } }).server;
  addOptimisticTransactions(handlers);
  const port = await freePort();
  await server.start(port);
  return { host: `127.0.0.1:${port}`, stop: () => server.stop(), handlers };
}

function addOptimisticTransactions(handlers: Handlers): void {
  const versions = new Map<string, number>(); // document name -> writes committed so far
  const readSets = new Map<string, Map<string, number>>(); // transaction -> name -> version read
  let lastId = 0;

  const wrap = (method: string, make: (original: Handler) => Handler) => {
    const entry = handlers.get(`/google.firestore.v1.Firestore/${method}`);
    if (!entry) throw new Error(`emulator has no ${method} handler`);
    entry.func = make(entry.func);
  };

  /** Gives a transaction started by this read its own id, and notes every document read. */
  const trackReads =
    (original: Handler): Handler =>
    (call, callback) => {
      const fresh = call.request.has_new_transaction ? Buffer.alloc(8) : null;
      if (fresh) fresh.writeUInt32BE(++lastId, 4);
      const bytes = fresh ?? call.request.transaction;
      const tx = bytes?.length ? hex(bytes) : null;
      if (tx && !readSets.has(tx)) readSets.set(tx, new Map());
      const write = call.write.bind(call);
      call.write = (response) => {
        if (fresh && response.transaction?.length) response.transaction = fresh;
        const name = response.has_found
          ? response.found?.name
          : response.has_missing
            ? response.missing
            : response.has_document
              ? response.document?.name
              : undefined;
        if (tx && name) readSets.get(tx)?.set(name, versions.get(name) ?? 0);
        return write(response);
      };
      original(call, callback);
    };
  wrap('BatchGetDocuments', trackReads);
  wrap('RunQuery', trackReads);

  wrap('Commit', (original) => (call, callback) => {
    const bytes = call.request.transaction;
    const reads = bytes?.length ? readSets.get(hex(bytes)) : undefined;
    if (bytes?.length) readSets.delete(hex(bytes));
    for (const [name, version] of reads ?? []) {
      if ((versions.get(name) ?? 0) !== version) {
        callback({ code: ABORTED, details: `contention on ${name}` });
        return;
      }
    }
    original(call, (error, value) => {
      if (!error) {
        for (const write of call.request.writes ?? []) {
          const name = write.has_update ? write.update.name : write.delete;
          versions.set(name, (versions.get(name) ?? 0) + 1);
        }
      }
      callback(error, value);
    });
  });

  wrap('Rollback', (original) => (call, callback) => {
    if (call.request.transaction?.length) readSets.delete(hex(call.request.transaction));
    original(call, callback);
  });
}
