// Text for people: aligned tables for lists, `name: value` lines for one record. Scripts use
// --json instead, so nothing here is a format to parse.

type Cell = string | number | boolean | null | undefined;

const show = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

/** A table with a header row; columns are as wide as their widest cell. */
export function table(headers: string[], rows: Cell[][]): string {
  const cells = [headers, ...rows.map((row) => row.map(show))];
  const widths = headers.map((_, i) => Math.max(...cells.map((row) => (row[i] ?? '').length)));
  return cells
    .map((row) =>
      row
        .map((cell, i) => (i === row.length - 1 ? cell : cell.padEnd(widths[i]!)))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** One record as `name: value` lines; nested values as compact JSON; empty fields left out. */
export function record(fields: object): string {
  const entries = Object.entries(fields).filter(([, value]) => value !== undefined && value !== null && !(Array.isArray(value) && value.length === 0));
  const width = Math.max(0, ...entries.map(([name]) => name.length));
  return entries.map(([name, value]) => `${`${name}:`.padEnd(width + 1)} ${show(value)}`).join('\n');
}
