// The Node.js versions Ferry says it runs on must have what its code calls: QR code PNGs take
// their checksums from zlib.crc32 (services/qr/png.ts), which Node added in 20.15 and 22.2.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as zlib from 'node:zlib';

const root = JSON.parse(readFileSync(join(__dirname, '..', '..', '..', 'package.json'), 'utf8')) as { engines: { node: string } };

describe('Node.js versions', () => {
  it('the root package asks for 20.15+ or 22.2+, where zlib.crc32 exists', () => {
    expect(root.engines.node).toBe('>=20.15 <21 || >=22.2');
  });

  it('this Node has zlib.crc32, with the PNG checksum of "IEND"', () => {
    expect(zlib.crc32('IEND')).toBe(0xae426082);
  });
});
