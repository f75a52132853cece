// Reads an export file whole and checks it before anything is written: the header, every
// record, and that every record belongs to a project the file carries. The first problem is
// reported with its line number; nothing of a bad file is imported.

import { AppError } from '../errors';
import { shapeProblem } from '../json-shape';
import { unstorableValue } from '../json-values';
import { type TransferHeader, type TransferRecord, transferHeaderSchema, transferRecordSchema } from './records';

export interface TransferFile {
  header: TransferHeader;
  records: TransferRecord[];
  /** Ids of the projects the file carries, in file order. */
  projectIds: string[];
}

const bad = (line: number, message: string) => new AppError('INVALID_ARGUMENT', `Line ${line}: ${message}`, 'file');

/**
 * Levels of objects and arrays one record may have. The deepest a real export writes is a link's
 * params (16 levels under `link`, 18 in all); a crafted file nested thousands deep would
 * otherwise reach the stores, whose encoders walk a value by recursion and run out of stack.
 */
export const MAX_RECORD_DEPTH = 32;

function parseLine(text: string, line: number): unknown {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw bad(line, 'not a JSON object');
  }
  const problem = shapeProblem(value, 'the record', { depth: MAX_RECORD_DEPTH });
  if (problem) throw bad(line, problem);
  return value;
}

function firstIssue(error: { issues: { path: PropertyKey[]; message: string }[] }): string {
  const issue = error.issues[0]!;
  return issue.path.length ? `${issue.path.map(String).join('.')}: ${issue.message}` : issue.message;
}

export function projectIdOf(record: TransferRecord): string {
  switch (record.type) {
    case 'project':
      return record.project.id;
    case 'key':
      return record.key.projectId;
    case 'link':
      return record.link.projectId;
    case 'campaign':
      return record.campaign.projectId;
    case 'click':
      return record.click.projectId;
    case 'match':
      return record.match.projectId;
    case 'referral':
      return record.referral.projectId;
    case 'webhook':
      return record.webhook.projectId;
    default:
      return record.projectId;
  }
}

/**
 * Checks an export file line by line (lines numbered from 1): the header first, then records
 * that each belong to a project an earlier line defined. Throws on the first problem.
 */
export class TransferChecker {
  header: TransferHeader | null = null;
  readonly projectIds: string[] = [];
  private readonly projects = new Set<string>();

  /** The line's record; null for blank lines and the header. */
  check(text: string, line: number): TransferRecord | null {
    if (text.trim() === '') return null;
    if (this.header === null) {
      const header = transferHeaderSchema.safeParse(parseLine(text, line));
      if (!header.success) throw bad(line, `not a Ferry export header (${firstIssue(header.error)})`);
      this.header = header.data;
      return null;
    }
    const raw = parseLine(text, line);
    const parsed = transferRecordSchema.safeParse(raw);
    if (!parsed.success) throw bad(line, firstIssue(parsed.error));
    // What a request body may not hold (a NUL, a lone surrogate), a file may not bring in either:
    // written by an older version, it would fail reads on a store that cannot keep it.
    const unstorable = unstorableValue(raw);
    if (unstorable) throw bad(line, unstorable.error);
    // Validated, then kept as written: the parsed copy would put known fields first, and a
    // record should come back from the store exactly as it went in.
    const record = raw as TransferRecord;
    const projectId = projectIdOf(record);
    if (record.type === 'project') {
      if (this.projects.has(projectId)) throw bad(line, `project ${projectId} appears twice`);
      this.projects.add(projectId);
      this.projectIds.push(projectId);
    } else if (!this.projects.has(projectId)) {
      throw bad(line, `${record.type} of project ${projectId}, which no earlier line of the file defines`);
    }
    return record;
  }

  /** After the last line. */
  finish(): void {
    if (this.header === null) throw bad(1, 'the file is empty: it must start with the export header');
  }
}

/** A whole file in memory (tests, small files). */
export function parseTransferFile(text: string): TransferFile {
  const checker = new TransferChecker();
  const records: TransferRecord[] = [];
  text.split('\n').forEach((line, i) => {
    const record = checker.check(line, i + 1);
    if (record) records.push(record);
  });
  checker.finish();
  return { header: checker.header!, records, projectIds: checker.projectIds };
}
