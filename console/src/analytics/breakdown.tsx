// A ranked list as a table with a bar per row: countries, platforms, referrer hosts. The bar's
// width is set through the CSSOM (style object), which the strict CSP allows.

import { Empty } from '../ui/states';

const number = new Intl.NumberFormat();

export interface Row {
  label: string;
  value: number;
}

export function Breakdown({ title, column, rows: all, empty }: { title: string; column: string; rows: Row[]; empty: string }) {
  // The API lists every platform, zeros included: only what was clicked is worth a row.
  const rows = all.filter((r) => r.value > 0);
  const max = Math.max(1, ...rows.map((r) => r.value));
  const id = `breakdown-${column.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <div class="card report" aria-labelledby={id} role="region">
      <h2 id={id}>{title}</h2>
      {rows.length === 0 ? (
        <Empty>
          <p>{empty}</p>
        </Empty>
      ) : (
        <table class="report-table">
          <thead>
            <tr>
              <th scope="col">{column}</th>
              <th scope="col" class="num">
                Clicks
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label}>
                <td>
                  <span class="bar-label">{row.label}</span>
                  <span class="bar" aria-hidden="true">
                    <span style={{ width: `${(row.value / max) * 100}%` }} />
                  </span>
                </td>
                <td class="num">{number.format(row.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

let regions: Intl.DisplayNames | undefined;
/** "FR" -> "France (FR)"; XX (unknown) -> "Unknown (XX)". */
export function countryLabel(code: string): string {
  if (code === 'XX') return 'Unknown (XX)';
  try {
    regions ??= new Intl.DisplayNames(undefined, { type: 'region' });
    const name = regions.of(code);
    return name && name !== code ? `${name} (${code})` : code;
  } catch {
    return code;
  }
}

const PLATFORMS: Record<string, string> = { ios: 'iOS', android: 'Android', web: 'Web' };
export const platformLabel = (platform: string): string => PLATFORMS[platform] ?? platform;
