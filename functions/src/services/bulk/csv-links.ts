// CSV link import (POST /api/links/bulk-csv): at most 400 data rows and 1 MB, else 413.
//
// The file is CSV only (XLSX and other spreadsheets: 415). Its first line is a header naming
// the fields, matched case-insensitively against CSV_COLUMNS; an unknown or repeated column
// fails the whole file with 400 naming it (a typo such as `deeplink_url` would otherwise
// silently drop data from every row). Past the limits the answer is 413 and nothing is created.
//
// Rows are then handled one by one: a row that does not validate (linkItemSchema, the shared
// item schema), has the wrong number of cells, or names a custom slug that is taken or repeated
// in the file is skipped and reported as `{row, message}`, row being the line of the file where
// the record starts (header = line 1, quoted cells spanning lines counted); the message names
// every bad cell of the row, joined with `; `. The good rows are
// created through the shared bulk creation (createLinks), so quota and slug rules are bulk's.
//
// Cells are data: a cell starting with `=`, `+`, `-` or `@` is stored as the text it is. An
// apostrophe before such a start is the export's formula guard (domain/csv/write.ts) and is
// dropped, so an exported file imports unchanged; the export's read-only columns are ignored.

import { csvUnguard } from '../../domain/csv/write';
import { AppError } from '../../domain/errors';
import type { LinkItemInput } from '../../domain/links/schema';
import { linkItemSchema } from '../../domain/links/schema';
import type { ProjectRecord } from '../../domain/projects/types';
import { fieldErrors } from '../../domain/validation';
import type { ServiceDeps } from '../deps';
import { type BulkResult, createLinks } from './bulk-links';
import { badFile, checkCsvFile, MAX_CSV_ROWS, parseCsv } from './csv-file';
import type { UploadedFile } from './csv-upload';

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
  'matchWindowMinutes',
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
  'expiredUrl',
] as const satisfies readonly (keyof LinkItemInput)[];

type Column = (typeof CSV_COLUMNS)[number];

/**
 * Columns a links export adds after the importable ones: read-only, so an import
 * accepts and ignores them, and an exported file imports back unchanged.
 */
export const EXPORT_ONLY_COLUMNS = ['shortUrl', 'createdAt', 'clicks'] as const;

export interface CsvRowError {
  row: number;
  message: string;
}

export type CsvImportResult = BulkResult & { skipped: number; errors: CsvRowError[] };

function mapHeader(header: string[]): (Column | null)[] {
  const byName = new Map<string, Column>(CSV_COLUMNS.map((column) => [column.toLowerCase(), column]));
  const ignored = new Set<string>(EXPORT_ONLY_COLUMNS.map((column) => column.toLowerCase()));
  const seen = new Set<Column>();
  const columns = header.map((name) => {
    if (ignored.has(name.toLowerCase())) return null;
    const column = byName.get(name.toLowerCase());
    if (!column) throw badFile(`Unknown CSV column "${name}"; the header may name ${CSV_COLUMNS.join(', ')}`);
    if (seen.has(column)) throw badFile(`CSV column "${name}" appears twice`);
    seen.add(column);
    return column;
  });
  if (!seen.has('title')) throw badFile('The CSV header must name a title column');
  return columns;
}

const NUMBER_COLUMNS = new Set<Column>(['maxClicks', 'matchWindowMinutes']);

/** One record as an item: empty cells are absent, maxClicks and matchWindowMinutes numbers, tags split on `|`. */
function toItem(columns: (Column | null)[], cells: string[]): Record<string, unknown> {
  const item: Record<string, unknown> = {};
  columns.forEach((column, i) => {
    const cell = csvUnguard(cells[i] ?? '');
    if (column === null || cell === '') return;
    if (NUMBER_COLUMNS.has(column)) item[column] = /^-?\d+(\.\d+)?$/.test(cell) ? Number(cell) : cell;
    else if (column === 'tags')
      item[column] = cell
        .split('|')
        .map((tag) => tag.trim())
        .filter((tag) => tag !== '');
    else item[column] = cell;
  });
  return item;
}

/** Every problem of a row in one sentence, so one round of fixes clears it. */
function rowMessage(issues: Parameters<typeof fieldErrors>[0]): string {
  return fieldErrors(issues)
    .map(({ error }) => error)
    .join('; ');
}

/** `onRow(checked, rows)` after each row is checked: the CLI draws its progress bar from it. */
export async function importCsvLinks(
  deps: ServiceDeps,
  project: ProjectRecord,
  file: UploadedFile,
  onRow: (checked: number, rows: number) => void = () => undefined,
): Promise<CsvImportResult> {
  checkCsvFile(file);
  const { header, rows } = parseCsv(file.data);
  if (rows.length > MAX_CSV_ROWS) throw new AppError('PAYLOAD_TOO_LARGE', `CSV accepts at most ${MAX_CSV_ROWS} rows`);
  const columns = mapHeader(header);
  if (rows.length === 0) throw badFile('The CSV file holds no rows below its header');

  const errors: CsvRowError[] = [];
  const items: LinkItemInput[] = [];
  const slugs = new Set<string>();
  for (const [index, row] of rows.entries()) {
    if (index > 0) onRow(index, rows.length);
    if (!row.cells) {
      errors.push({ row: row.line, message: row.problem ?? 'the row could not be read' });
      continue;
    }
    const parsed = linkItemSchema.safeParse(toItem(columns, row.cells));
    if (!parsed.success) {
      errors.push({ row: row.line, message: rowMessage(parsed.error.issues) });
      continue;
    }
    const item: LinkItemInput = parsed.data;
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

  onRow(rows.length, rows.length);
  const skipped = errors.length;
  if (items.length === 0) return { success: true, created: 0, skipped, errors, links: [] };
  const result = await createLinks(deps, project, items, 'links');
  return { ...result, skipped, errors };
}
