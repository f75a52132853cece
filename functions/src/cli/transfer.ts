// ferry export <file> [--project <id|subdomain>] and ferry import <file>: a project,
// or every project, as NDJSON (domain/transfer/records.ts), and back into the configured store.
// The export is written beside the target and renamed into place, like a backup.

import { once } from 'node:events';
import { createReadStream, createWriteStream, existsSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { AppError } from '../domain/errors';
import { findProject } from '../services/projects/projects';
import { allProjectIds, exportProjects } from '../services/transfer/export-projects';
import { importTransfer } from '../services/transfer/import-file';
import type { CliContext, Verb } from './command';
import { record } from './output';

async function projectIdsOf(ctx: CliContext, requested: string | undefined): Promise<AsyncIterable<string> | string[]> {
  if (requested === undefined) return allProjectIds(ctx.deps());
  const project = await findProject(ctx.deps(), requested);
  if (!project) throw new AppError('NOT_FOUND', 'Project not found', 'project');
  return [project.id];
}

export const exportVerb: Verb = {
  usage: '<file> [--project <id|subdomain>] [--force]   (NDJSON of one project, or of all)',
  options: { project: { type: 'string' }, force: { type: 'boolean' } },
  args: ['file'],
  async run(ctx, values, [file]) {
    const target = resolve(file!);
    if (existsSync(target) && !values.force) throw new AppError('ALREADY_EXISTS', `${target} exists; pass --force to overwrite it`, 'file');
    if (!existsSync(dirname(target))) throw new AppError('INVALID_ARGUMENT', `The directory of ${target} does not exist`, 'file');
    const ids = await projectIdsOf(ctx, values.project as string | undefined);
    const partial = `${target}.partial-${process.pid}`;
    const out = createWriteStream(partial);
    try {
      const summary = await exportProjects(ctx.deps(), ids, async (line) => {
        if (!out.write(`${line}\n`)) await once(out, 'drain');
      });
      out.end();
      await once(out, 'finish');
      renameSync(partial, target);
      const data = { file: target, bytes: statSync(target).size, ...summary };
      return { data, text: record(data) };
    } finally {
      out.destroy();
      rmSync(partial, { force: true });
    }
  },
};

export const importVerb: Verb = {
  usage: '<file>   (load a `ferry export` file into this store; running it again changes nothing)',
  args: ['file'],
  async run(ctx, _values, [file]) {
    const source = resolve(file!);
    if (!existsSync(source)) throw new AppError('NOT_FOUND', `No file at ${source}`, 'file');
    const lines = () => createInterface({ input: createReadStream(source, 'utf8'), crlfDelay: Infinity });
    const summary = await importTransfer(ctx.deps(), lines);
    const data = { file: source, projects: summary.projects, records: summary.records };
    return { data, text: record({ ...data, projects: summary.projects.join(', ') }) };
  },
};
