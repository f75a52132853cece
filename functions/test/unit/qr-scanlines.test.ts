// The QR PNG drawn by Ferry (domain/qr/scanlines.ts + services/qr/png.ts): every pixel is the
// module under it, the quiet zone is white, the image is exactly the size asked (never fewer
// pixels than modules), and a real decoder reads it back.
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import QRCode from 'qrcode';
import { type QrModules, qrScanlines } from '../../src/domain/qr/scanlines';
import { pngOf } from '../../src/services/qr/png';

const URL = 'https://acme.links.example.com/summer-sale';
const matrix = QRCode.create(URL, { errorCorrectionLevel: 'M' }).modules as QrModules;
/** qrcode's matrix answers undefined off its edges; this one throws, so the quiet zone must never ask. */
const symbol: QrModules = {
  size: matrix.size,
  get(row, column) {
    if (row < 0 || row >= matrix.size || column < 0 || column >= matrix.size) throw new Error(`module ${row},${column} is off the symbol`);
    return matrix.get(row, column);
  },
};
const MARGIN = 2;
const TOTAL = symbol.size + 2 * MARGIN;

/** What a pixel must be: dark exactly where the module under it is dark. */
function expectedDark(x: number, y: number, width: number): boolean {
  const at = (p: number) => Math.floor((p * TOTAL) / width) - MARGIN;
  const [row, column] = [at(y), at(x)];
  return row >= 0 && row < symbol.size && column >= 0 && column < symbol.size && Boolean(matrix.get(row, column));
}

const bitDark = (rows: Buffer, width: number, x: number, y: number) => (rows[y * (1 + Math.ceil(width / 8)) + 1 + (x >> 3)]! & (0x80 >> (x & 7))) === 0;

describe('QR scanlines', () => {
  it.each([[TOTAL], [64], [113], [300]])('at %i px, every pixel of the decoded PNG is the module under it, and jsQR reads the URL', async (size) => {
    const png = PNG.sync.read(await pngOf(qrScanlines(symbol, MARGIN, size)));
    expect([png.width, png.height]).toEqual([size, size]);
    const mismatches: string[] = [];
    for (let y = 0; y < size; y++) {
      for (let x = 0; x < size; x++) {
        const dark = png.data[(y * size + x) * 4] === 0;
        if (dark !== expectedDark(x, y, size)) mismatches.push(`${x},${y}`);
      }
    }
    expect(mismatches).toEqual([]);
    expect(jsQR(new Uint8ClampedArray(png.data), size, size)?.data).toBe(URL);
  });

  it('at 2,048 px the rows are the modules too (sampled every 7th row, every pixel of it), with a white quiet zone', () => {
    const { width, rows } = qrScanlines(symbol, MARGIN, 2048);
    expect([width, rows.length]).toEqual([2048, 2048 * (1 + 256)]);
    for (let y = 0; y < width; y += 7) {
      for (let x = 0; x < width; x++) if (bitDark(rows, width, x, y) !== expectedDark(x, y, width)) throw new Error(`pixel ${x},${y}`);
    }
    // The first and last rows and columns are quiet zone: white.
    for (let i = 0; i < width; i++) {
      expect([bitDark(rows, width, i, 0), bitDark(rows, width, 0, i), bitDark(rows, width, i, width - 1), bitDark(rows, width, width - 1, i)]).toEqual([
        false,
        false,
        false,
        false,
      ]);
    }
    // Every row starts with filter type 0 (none).
    for (let y = 0; y < width; y++) expect(rows[y * 257]).toBe(0);
  });

  it('a width below the module count is raised to one pixel a module; at the module count it is kept', () => {
    expect(qrScanlines(symbol, MARGIN, TOTAL - 1).width).toBe(TOTAL);
    expect(qrScanlines(symbol, MARGIN, TOTAL).width).toBe(TOTAL);
    expect(qrScanlines(symbol, MARGIN, TOTAL + 1).width).toBe(TOTAL + 1);
  });

  // The decodes above check every chunk's CRC (pngjs does by default); this reads the header only.
  it('the PNG says 2,048 px, 1-bit grayscale, in its header', async () => {
    const bytes = await pngOf(qrScanlines(symbol, MARGIN, 2048));
    expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20), bytes[24], bytes[25]]).toEqual([2048, 2048, 1, 0]);
  });
});
