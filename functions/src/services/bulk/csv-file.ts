// Reading an uploaded CSV file (POST /api/links/bulk-csv): refuse spreadsheets and other
// non-CSV files (415), split the text into a header and records, each with the line it starts
// on, and stop reading once the row limit is passed (413 before the whole file is parsed).

import type { CsvError } from 'csv-parse/sync';
import { AppError } from '../../domain/errors';
import { CSV_TOO_LARGE, MAX_CSV_BYTES, type UploadedFile } from './csv-upload';

/** At most 400 data rows per upload (413 past it). */
export const MAX_CSV_ROWS = 400;

const NOT_CSV = 'Upload a CSV file (XLSX is not supported); export your sheet as CSV';
const SPREADSHEET_NAME = /\.(xlsx|xlsm|xlsb|xls|ods|numbers)$/i;
const SPREADSHEET_MIME =
  /^application\/(vnd\.openxmlformats-officedocument\.spreadsheetml\.|vnd\.ms-excel(\.|$)|vnd\.oasis\.opendocument\.spreadsheet|zip|x-zip)/i;
// ZIP (XLSX, ODS) and the old OLE2 container (XLS).
const MAGIC = [Buffer.from('PK\x03\x04', 'latin1'), Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])];

export const badFile = (message: string) => new AppError('INVALID_ARGUMENT', message, 'file');

/** Refuses what is not a CSV file of at most 1 MB; nothing has been written yet. */
export function checkCsvFile(file: UploadedFile | undefined): asserts file is UploadedFile {
  if (!file) throw badFile('file is required');
  if (
    SPREADSHEET_NAME.test(file.filename) ||
    SPREADSHEET_MIME.test(file.mimeType) ||
    MAGIC.some((magic) => file.data.subarray(0, magic.length).equals(magic))
  ) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', NOT_CSV);
  }
  if (file.tooLarge || file.data.length > MAX_CSV_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', CSV_TOO_LARGE);
}

/** Thrown from csv-parse's callbacks to stop reading once the row limit is passed. */
const ENOUGH_ROWS = new Error('more rows than a CSV upload may hold');

export interface ParsedRow {
  line: number;
  cells?: string[];
  /** Set when the record itself is broken (wrong number of cells). */
  problem?: string;
}

/** Splits the file into header and records, each with the line it starts on. */
export function parseCsv(data: Buffer): { header: string[]; rows: ParsedRow[] } {
  // Required here, not at the top: only CSV imports need it, and cold starts stay light.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const csv = require('csv-parse/sync') as typeof import('csv-parse/sync');
  // Lines are counted from byte offsets rather than taken from csv-parse's `info.lines`,
  // which counts a CRLF inside a quoted cell as two lines.
  let scanned = 0;
  let line = 1;
  const lineAt = (offset: number) => {
    for (; scanned < offset && scanned < data.length; scanned++) if (data[scanned] === 0x0a) line++;
    return line;
  };
  const startOf = (offset: number) => {
    let at = offset;
    while (at < data.length && (data[at] === 0x20 || data[at] === 0x09 || data[at] === 0x0d || data[at] === 0x0a)) at++;
    return lineAt(at);
  };
  let previousEnd = 0;
  const records: ParsedRow[] = [];
  let fatal: CsvError | undefined;
  // The header and one row past the limit are enough to answer 413: parsing stops there, so a
  // 1 MB file of tiny rows costs no more than 402 records.
  const enough = () => {
    if (records.length > MAX_CSV_ROWS + 1) throw ENOUGH_ROWS;
  };

  try {
    csv.parse(data, {
      bom: true,
      skip_empty_lines: true,
      trim: true,
      relax_column_count: false,
      skip_records_with_error: true,
      on_record: (cells: string[], context) => {
        records.push({ line: startOf(previousEnd), cells });
        previousEnd = context.bytes;
        enough();
        return null; // kept here, in order, not in parse's answer
      },
      on_skip: (error) => {
        if (!error) return;
        if (error.code !== 'CSV_RECORD_INCONSISTENT_FIELDS_LENGTH') {
          // A broken quote makes the rest of the file unreadable: refuse it whole.
          fatal ??= error;
          return;
        }
        const got = Array.isArray(error.record) ? String(error.record.length) : 'a different number of';
        records.push({ line: startOf(previousEnd), problem: `the row has ${got} cells; the header has ${records[0]?.cells?.length ?? 0}` });
        previousEnd = Number(error.bytes ?? previousEnd);
        enough();
      },
    });
  } catch (error) {
    if (error instanceof csv.CsvError) fatal ??= error;
    else if (error !== ENOUGH_ROWS) throw error;
  }
  if (fatal) {
    const at = typeof fatal.lines === 'number' ? ` near line ${fatal.lines}` : '';
    throw badFile(`The CSV file could not be read${at}: ${fatal.message.split(':')[0]}`);
  }

  const [head, ...rows] = records;
  if (!head?.cells) throw badFile('The CSV file is empty; its first line must name the columns (title, deepLink, ...)');
  return { header: head.cells, rows };
}
