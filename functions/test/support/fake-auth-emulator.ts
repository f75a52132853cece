// A stand-in for the Firebase Auth emulator's one endpoint that firebase-admin calls while
// verifying an emulator ID token (accounts:lookup, the revoked/disabled check). Every uid
// exists and is enabled, except uids starting with "disabled-". The end-to-end test runs the
// real emulator from firebase-tools.

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export async function startFakeAuthEmulator(): Promise<{ host: string; server: Server }> {
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      if (!req.url?.endsWith('/accounts:lookup')) {
        res.writeHead(404).end();
        return;
      }
      const { localId = [] } = JSON.parse(body || '{}') as { localId?: string[] };
      const users = localId.map((uid) => ({ localId: uid, disabled: uid.startsWith('disabled-'), validSince: '0', createdAt: '0' }));
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ kind: 'identitytoolkit#GetAccountInfoResponse', users }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { host: `127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}
