// Writing CSV that people open in a spreadsheet: RFC 4180 quoting, CRLF rows, and
// cells that a spreadsheet would run as a formula made inert (OWASP "CSV Injection").

export type Cell = string | number | boolean | null | undefined;

/** What a spreadsheet treats as the start of a formula (or a hidden one after a tab/CR). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** Quoting is needed for these; everything else is written as it is. */
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * One cell. Text that starts like a formula gets a leading apostrophe, which spreadsheets show
 * as text (`=HYPERLINK(...)` stays a string); numbers are written as numbers, so `-5` stays -5.
 */
export function csvCell(value: Cell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The import's side of the guard: a cell that an export prefixed (an apostrophe before a
 * formula start) reads back as it was, so an exported file imports unchanged.
 */
export function csvUnguard(cell: string): string {
  return cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell;
}

/** One row, ended with CRLF as RFC 4180 says. */
export function csvRow(cells: readonly Cell[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** Excel reads UTF-8 without this as the local code page; `bom=1` asks for it. */
export const UTF8_BOM = '\uFEFF';

/** `Content-Disposition` for a download named after the project and the day. */
export function csvFileName(projectId: string, what: string, day: string): string {
  const safe = `${projectId}-${what}-${day}`.replace(/[^A-Za-z0-9._-]/g, '_');
  return `attachment; filename="ferry-${safe}.csv"`;
}
