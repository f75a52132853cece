// `ferry import`: a file written by `ferry export`, into the configured store. Two passes over
// the lines: the first checks every line (a file that does not validate is refused whole,
// nothing written) and that no project of the file would take another project's subdomain or
// domain; the second writes in batches. Records replace what the store holds under their ids,
// so running the same import again changes nothing, and a run cut short is finished by a re-run.

import { AppError } from '../../domain/errors';
import type { ProjectRecord } from '../../domain/projects/types';
import { TransferChecker } from '../../domain/transfer/parse';
import type { TransferRecord } from '../../domain/transfer/records';
import type { ServiceDeps } from '../deps';

const BATCH = 1_000;

export interface ImportSummary {
  projects: string[];
  records: number;
}

/** `lines()` is called twice: it must read the file from its start each time. */
export async function importTransfer(deps: Pick<ServiceDeps, 'store'>, lines: () => AsyncIterable<string>): Promise<ImportSummary> {
  const transfer = deps.store.transfer;
  const checker = new TransferChecker();
  let n = 0;
  for await (const line of lines()) {
    const record = checker.check(line, (n += 1));
    if (record?.type === 'project') await refuseTakenNames(deps, record.project as unknown as ProjectRecord);
  }
  checker.finish();

  // Clicks still waiting in the target's log are counted before counters are replaced.
  await deps.store.clicks.foldLogged();
  let batch: TransferRecord[] = [];
  let records = 0;
  // The second pass parses again (the file was found valid): nothing is held between passes.
  const writer = new TransferChecker();
  // Report rows are composed per project by some stores (Firestore's daily documents): they go
  // last, all in one call. They are few next to clicks: rows per day and breakdown, not per visit.
  const reports: TransferRecord[] = [];
  n = 0;
  for await (const line of lines()) {
    const record = writer.check(line, (n += 1));
    if (!record) continue;
    if (record.type === 'rollup' || record.type === 'referralDay') {
      reports.push(record);
      records += 1;
      continue;
    }
    batch.push(record);
    records += 1;
    if (batch.length >= BATCH) {
      await transfer.importRecords(batch);
      batch = [];
    }
  }
  if (batch.length > 0) await transfer.importRecords(batch);
  if (reports.length > 0) await transfer.importRecords(reports);
  return { projects: checker.projectIds, records };
}

/** A project of the file may replace itself (a re-run), never another project. */
async function refuseTakenNames(deps: Pick<ServiceDeps, 'store'>, project: ProjectRecord): Promise<void> {
  const holder = await deps.store.projects.getBySubdomain(project.subdomain);
  if (holder && holder.id !== project.id) {
    throw new AppError('ALREADY_EXISTS', `Subdomain ${project.subdomain} of project ${project.id} belongs to project ${holder.id} in this store`, 'file');
  }
  const hostname = project.customDomain?.hostname;
  const domainHolder = hostname ? await deps.store.projects.getByCustomDomain(hostname) : null;
  if (domainHolder && domainHolder.id !== project.id) {
    throw new AppError('ALREADY_EXISTS', `Custom domain ${hostname} of project ${project.id} belongs to project ${domainHolder.id} in this store`, 'file');
  }
}
