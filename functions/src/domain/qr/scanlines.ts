// A QR code's modules drawn as the rows of a 1-bit grayscale PNG: each row is a filter byte (0,
// none) and then one bit a pixel, most significant first, 1 for white. Pure: the PNG container
// and its compression are services/qr/png.ts.

/** The symbol as qrcode computes it: `size` modules a side, `get(row, column)` true for dark. */
export interface QrModules {
  size: number;
  get(row: number, column: number): boolean | number;
}

export interface Scanlines {
  /** Pixels a side. */
  width: number;
  /** `width` rows of 1 + ceil(width / 8) bytes. */
  rows: Buffer;
}

/**
 * `width` pixels a side with a quiet zone of `margin` modules. Each pixel takes the module under
 * its position (floor(x * modules / width)), so a module is floor or ceil of width / modules
 * pixels wide and the image is exactly `width`. A width below the module count would drop
 * modules, so it is raised to one pixel a module.
 */
export function qrScanlines(modules: QrModules, margin: number, requestedWidth: number): Scanlines {
  const total = modules.size + 2 * margin;
  const width = Math.max(requestedWidth, total);
  const rowBytes = 1 + Math.ceil(width / 8);
  const rows = Buffer.alloc(rowBytes * width);
  const moduleAt = Int32Array.from({ length: width }, (_, x) => Math.floor((x * total) / width) - margin);
  const dark = (row: number, column: number) => row >= 0 && row < modules.size && column >= 0 && column < modules.size && Boolean(modules.get(row, column));
  // Consecutive pixel rows over the same module row are equal: each is drawn once and copied.
  let drawn = Number.NaN;
  let drawnAt = 0;
  for (let y = 0; y < width; y++) {
    const start = y * rowBytes;
    const row = moduleAt[y]!;
    if (row === drawn) {
      rows.copy(rows, start, drawnAt, drawnAt + rowBytes);
      continue;
    }
    for (let x = 0; x < width; x++) {
      if (!dark(row, moduleAt[x]!)) rows[start + 1 + (x >> 3)]! |= 0x80 >> (x & 7);
    }
    drawn = row;
    drawnAt = start;
  }
  return { width, rows };
}
