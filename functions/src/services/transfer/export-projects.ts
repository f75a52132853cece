// `ferry export`: projects (one, or every project of the store) as NDJSON, the header first,
// written as they are read (a project's clicks never sit in memory whole).

import type { ProjectRecord } from '../../domain/projects/types';
import { TRANSFER_VERSION, type TransferHeader } from '../../domain/transfer/records';
import type { ServiceDeps } from '../deps';

const PAGE = 100;

export interface ExportSummary {
  projects: number;
  records: number;
}

/** Every project of the store, a page at a time (export, retention). */
export async function* allProjects(deps: Pick<ServiceDeps, 'store'>): AsyncGenerator<ProjectRecord> {
  let after: string | undefined;
  for (;;) {
    const page = await deps.store.projects.list({ limit: PAGE, ...(after ? { after } : {}) });
    yield* page;
    if (page.length < PAGE) return;
    after = page[page.length - 1]!.id;
  }
}

export async function* allProjectIds(deps: Pick<ServiceDeps, 'store'>): AsyncGenerator<string> {
  for await (const project of allProjects(deps)) yield project.id;
}

export async function exportProjects(
  deps: Pick<ServiceDeps, 'store' | 'now'>,
  projectIds: AsyncIterable<string> | string[],
  writeLine: (line: string) => void | Promise<void>,
): Promise<ExportSummary> {
  const header: TransferHeader = { type: 'ferry-export', version: TRANSFER_VERSION, exportedAt: deps.now().toISOString(), source: deps.store.kind };
  await writeLine(JSON.stringify(header));
  const summary: ExportSummary = { projects: 0, records: 0 };
  for await (const projectId of projectIds) {
    summary.projects += 1;
    for await (const record of deps.store.transfer.exportProject(projectId)) {
      await writeLine(JSON.stringify(record));
      summary.records += 1;
    }
  }
  return summary;
}
