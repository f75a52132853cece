// The links export (GET /api/links/export.csv): the columns `bulk-csv` imports, in
// its order, then the read-only ones (short URL, created, clicks), a page of 100 links at a
// time through the list's own filters. An exported file imports back unchanged: tags joined
// with `|` as the import splits them, passwords never exported (only their hash is stored).

import { type Cell, csvRow } from '../../domain/csv/write';
import type { LinkView } from '../../domain/links/link-view';
import type { LinkListFilter } from '../../domain/links/list-filter';
import type { ProjectRecord } from '../../domain/projects/types';
import { CSV_COLUMNS, EXPORT_ONLY_COLUMNS } from '../bulk/csv-links';
import type { ServiceDeps } from '../deps';
import { listLinks } from '../links/links';

const PAGE = 100;

function cellOf(link: LinkView, column: (typeof CSV_COLUMNS)[number] | (typeof EXPORT_ONLY_COLUMNS)[number]): Cell {
  if (column === 'password') return '';
  if (column === 'tags') return link.tags.join('|');
  return link[column];
}

const rowOf = (link: LinkView) => csvRow([...CSV_COLUMNS, ...EXPORT_ONLY_COLUMNS].map((column) => cellOf(link, column)));

/** The file in chunks: the header with the first page (so a failing read is still a JSON error), then a page each. */
export async function* linksCsv(deps: ServiceDeps, project: ProjectRecord, filter: LinkListFilter): AsyncGenerator<string> {
  let page = await listLinks(deps, project, { limit: PAGE, filter });
  yield csvRow([...CSV_COLUMNS, ...EXPORT_ONLY_COLUMNS]) + page.links.map(rowOf).join('');
  while (page.nextCursor) {
    page = await listLinks(deps, project, { limit: PAGE, cursor: page.nextCursor, filter });
    if (page.links.length > 0) yield page.links.map(rowOf).join('');
  }
}
