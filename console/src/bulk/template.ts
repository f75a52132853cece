// The CSV template: one header line naming the columns the import accepts. The list is not
// written here a second time: it is read from the API's own OpenAPI document (GET
// /api/openapi.json, fetched only when the template is asked for), whose CsvImportForm.file
// description is built from the server's CSV_COLUMNS ("The header names the columns: a, b, …;").

import type { Session } from '../session';

function at(value: unknown, ...path: string[]): unknown {
  return path.reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), value);
}

/** "… The header names the columns: title, deepLink, slug; tags …" -> ['title', 'deepLink', 'slug']. */
export function columnsFromDescription(description: string): string[] {
  const list = /columns:\s*([^;.]+)/.exec(description)?.[1];
  return list ? list.split(',').map((c) => c.trim()).filter((c) => /^\w+$/.test(c)) : [];
}

export async function csvTemplate(session: Session): Promise<string> {
  const { data, error } = await session.admin.GET('/api/openapi.json');
  if (error) throw new Error(error.error);
  const description = at(data, 'components', 'schemas', 'CsvImportForm', 'properties', 'file', 'description');
  const columns = typeof description === 'string' ? columnsFromDescription(description) : [];
  if (columns.length === 0) throw new Error('The API did not describe its CSV columns.');
  return `${columns.join(',')}\r\n`;
}

/** Hands a text to the browser as a file download (a blob: URL, no request). */
export function download(name: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
