// A tiny UDP DNS server on 127.0.0.1 for resolver tests: answers CNAME questions from a
// table, NXDOMAIN for names marked missing, an empty answer for the rest, and silence for
// names marked slow (the resolver must time out).

import { createSocket } from 'node:dgram';
import type { AddressInfo } from 'node:net';

export interface FakeDnsZone {
  cnames?: Record<string, string>;
  missing?: string[];
  silent?: string[];
}

export interface FakeDns {
  server: string;
  queries: string[];
  close(): Promise<void>;
}

function readName(packet: Buffer, offset: number): { name: string; end: number } {
  const labels: string[] = [];
  let at = offset;
  while (packet[at]! > 0) {
    const length = packet[at]!;
    labels.push(packet.subarray(at + 1, at + 1 + length).toString('ascii'));
    at += 1 + length;
  }
  return { name: labels.join('.').toLowerCase(), end: at + 1 };
}

function encodeName(name: string): Buffer {
  const parts = name.split('.').map((label) => Buffer.concat([Buffer.from([label.length]), Buffer.from(label, 'ascii')]));
  return Buffer.concat([...parts, Buffer.from([0])]);
}

function answer(query: Buffer, zone: FakeDnsZone): Buffer | null {
  const { name, end } = readName(query, 12);
  if (zone.silent?.includes(name)) return null;
  const question = query.subarray(12, end + 4);
  const target = zone.cnames?.[name];
  const rcode = zone.missing?.includes(name) ? 3 : 0;
  const header = Buffer.alloc(12);
  query.copy(header, 0, 0, 2); // same id
  header.writeUInt16BE(0x8180 | rcode, 2); // response, recursion desired + available
  header.writeUInt16BE(1, 4);
  header.writeUInt16BE(target ? 1 : 0, 6);
  if (!target) return Buffer.concat([header, question]);
  const rdata = encodeName(target);
  const record = Buffer.alloc(12);
  record.writeUInt16BE(0xc00c, 0); // pointer to the question's name
  record.writeUInt16BE(5, 2); // CNAME
  record.writeUInt16BE(1, 4); // IN
  record.writeUInt32BE(60, 6);
  record.writeUInt16BE(rdata.length, 10);
  return Buffer.concat([header, question, record, rdata]);
}

export async function startFakeDns(zone: FakeDnsZone): Promise<FakeDns> {
  const socket = createSocket('udp4');
  const queries: string[] = [];
  socket.on('message', (query, peer) => {
    queries.push(readName(query, 12).name);
    const reply = answer(query, zone);
    if (reply) socket.send(reply, peer.port, peer.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  const { port } = socket.address() as AddressInfo;
  return {
    server: `127.0.0.1:${port}`,
    queries,
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
