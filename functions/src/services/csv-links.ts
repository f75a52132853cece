// CSV link import (POST /api/links/bulk-csv; decisions §4, Limits: 400 rows and 1 MB).
//
// The file is CSV only (XLSX and other spreadsheets: 415). Its first line is a header naming
// the fields, matched case-insensitively against CSV_COLUMNS; an unknown or repeated column
// fails the whole file with 400 naming it (a typo such as `deeplink_url` would otherwise
// silently drop data from every row). Past the limits the answer is 413 and nothing is created.
//
// Rows are then handled one by one: a row that does not validate (linkItemSchema, the shared
// item schema), has the wrong number of cells, or names a custom slug that is taken or repeated
// in the file is skipped and reported as `{row, message}`, row being the line of the file where
// the record starts (header = line 1, quoted cells spanning lines counted). The good rows are
// created through the shared bulk creation (createLinks), so quota and slug rules are bulk's.
//
// Cells are data: a cell starting with `=`, `+`, `-` or `@` is stored as the text it is.

import type { CsvError } from 'csv-parse/sync';
import { AppError } from '../domain/errors';
import type { LinkItemInput } from '../domain/links/schema';
import { linkItemSchema } from '../domain/links/schema';
import type { ProjectRecord } from '../domain/projects/types';
import { parseInput } from '../domain/validation';
import { createLinks, type BulkResult } from './bulk-links';
import { CSV_TOO_LARGE, MAX_CSV_BYTES, type UploadedFile } from './csv-upload';
import type { ServiceDeps } from './deps';

/** Limits table: 400 data rows per upload. */
export const MAX_CSV_ROWS = 400;

/**
 * The columns a header may name: the item fields that are text or numbers. params, geoRouting
 * and fallbackChain are structured and not offered in CSV; the project comes from the form.
 */
export const CSV_COLUMNS = [
  'title',
  'deepLink',
  'slug',
  'desktopUrl',
  'utmSource',
  'utmMedium',
  'utmCampaign',
  'utmContent',
  'utmTerm',
  'expiresAt',
  'maxClicks',
  'password',
  'scheduledAt',
  'influencerId',
  'campaignId',
  'ogTitle',
  'ogDescription',
  'ogImageUrl',
  'tags',
  'appClipUrl',
  'instantAppUrl',
] as const satisfies readonly (keyof LinkItemInput)[];

type Column = (typeof CSV_COLUMNS)[number];

export interface CsvRowError {
  row: number;
  message: string;
}

export type CsvImportResult = BulkResult & { skipped: number; errors: CsvRowError[] };

const NOT_CSV = 'Upload a CSV file (XLSX is not supported); export your sheet as CSV';
const SPREADSHEET_NAME = /\.(xlsx|xlsm|xlsb|xls|ods|numbers)$/i;
const SPREADSHEET_MIME =
  /^application\/(vnd\.openxmlformats-officedocument\.spreadsheetml\.|vnd\.ms-excel(\.|$)|vnd\.oasis\.opendocument\.spreadsheet|zip|x-zip)/i;
// ZIP (XLSX, ODS) and the old OLE2 container (XLS).
const MAGIC = [Buffer.from('PK\x03\x04', 'latin1'), Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])];

const badFile = (message: string) => new AppError('INVALID_ARGUMENT', message, 'file');

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

interface ParsedRow {
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

function mapHeader(header: string[]): Column[] {
  const byName = new Map<string, Column>(CSV_COLUMNS.map((column) => [column.toLowerCase(), column]));
  const seen = new Set<Column>();
  const columns = header.map((name) => {
    const column = byName.get(name.toLowerCase());
    if (!column) throw badFile(`Unknown CSV column "${name}"; the header may name ${CSV_COLUMNS.join(', ')}`);
    if (seen.has(column)) throw badFile(`CSV column "${name}" appears twice`);
    seen.add(column);
    return column;
  });
  if (!seen.has('title')) throw badFile('The CSV header must name a title column');
  return columns;
}

/** One record as an item: empty cells are absent, maxClicks a number, tags split on `|`. */
function toItem(columns: Column[], cells: string[]): Record<string, unknown> {
  const item: Record<string, unknown> = {};
  columns.forEach((column, i) => {
    const cell = cells[i] ?? '';
    if (cell === '') return;
    if (column === 'maxClicks') item[column] = /^-?\d+(\.\d+)?$/.test(cell) ? Number(cell) : cell;
    else if (column === 'tags') item[column] = cell.split('|').map((tag) => tag.trim()).filter((tag) => tag !== '');
    else item[column] = cell;
  });
  return item;
}

export async function importCsvLinks(deps: ServiceDeps, project: ProjectRecord, file: UploadedFile): Promise<CsvImportResult> {
  checkCsvFile(file);
  const { header, rows } = parseCsv(file.data);
  if (rows.length > MAX_CSV_ROWS) throw new AppError('PAYLOAD_TOO_LARGE', `CSV accepts at most ${MAX_CSV_ROWS} rows`);
  const columns = mapHeader(header);
  if (rows.length === 0) throw badFile('The CSV file holds no rows below its header');

  const errors: CsvRowError[] = [];
  const items: LinkItemInput[] = [];
  const slugs = new Set<string>();
  for (const row of rows) {
    if (!row.cells) {
      errors.push({ row: row.line, message: row.problem ?? 'the row could not be read' });
      continue;
    }
    let item: LinkItemInput;
    try {
      item = parseInput(linkItemSchema, toItem(columns, row.cells));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      errors.push({ row: row.line, message: error.message });
      continue;
    }
    // Custom slugs are checked here so that one taken slug skips its row instead of failing
    // the file; createLinks checks again (a racing request still gets its 409).
    if (item.slug !== undefined) {
      if (slugs.has(item.slug) || (await deps.store.links.get(project.id, item.slug))) {
        errors.push({ row: row.line, message: 'Slug already in use' });
        continue;
      }
      slugs.add(item.slug);
    }
    items.push(item);
  }

  const skipped = errors.length;
  if (items.length === 0) return { success: true, created: 0, skipped, errors, links: [] };
  const result = await createLinks(deps, project, items, 'links');
  return { ...result, skipped, errors };
}
