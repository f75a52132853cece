// The CSV template: the header line naming the columns the import accepts, as the API itself
// answers it (GET /api/links/bulk-csv/template), so the list is never written here twice.

import { saveBlob } from '../exports/export-button';
import type { Session } from '../session';

export const csvTemplate = (session: Session) => session.admin.GET('/api/links/bulk-csv/template', { parseAs: 'text' });

/** Hands a text to the browser as a file download (a blob: URL, no request). */
export function download(name: string, text: string, type: string): void {
  saveBlob(name, new Blob([text], { type }));
}
