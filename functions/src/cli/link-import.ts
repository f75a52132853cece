// ferry link import <file.csv>: the CSV import of POST /api/links/bulk-csv (services/bulk/csv-links.ts:
// same columns, limits and per-row checks), with a progress bar while rows are checked.
// Skipped rows make the exit code 1 (ROWS_SKIPPED), with each row's error listed.

import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { AppError } from '../domain/errors';
import { type CsvImportResult, importCsvLinks } from '../services/bulk/csv-links';
import { MAX_CSV_BYTES } from '../services/bulk/csv-upload';
import { stringFlag, type Verb } from './command';
import { CliError, EXIT } from './errors';
import { table } from './output';
import { progressBar } from './progress';

function readCsv(path: string) {
  try {
    const data = readFileSync(path);
    return { filename: basename(path), mimeType: 'text/csv', data, tooLarge: data.length > MAX_CSV_BYTES };
  } catch (error) {
    throw new AppError('INVALID_ARGUMENT', `Cannot read ${path}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`, 'file');
  }
}

function summary(result: CsvImportResult): string {
  const count = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;
  const parts = [`${count(result.created, 'link')} created`];
  if (result.skipped) parts.push(`${count(result.skipped, 'row')} skipped`);
  if (result.notCreated) parts.push(`${result.notCreated} not created: the plan's monthly link limit was reached`);
  return parts.join(', ');
}

export const importVerb: Verb = {
  usage: 'import <file.csv> [--project <id>]   (columns as POST /api/links/bulk-csv: title, deepLink, slug, ...)',
  options: { project: { type: 'string' } },
  args: ['file.csv'],
  async run(ctx, values, [path]) {
    const file = readCsv(path!);
    const target = await ctx.project(stringFlag(values, 'project'));
    const bar = progressBar(ctx.stderr, 'Checking rows');
    let result: CsvImportResult;
    try {
      result = await importCsvLinks(ctx.deps(), target, file, (done, total) => bar.update(done, total));
    } finally {
      bar.finish();
    }
    if (result.skipped || result.notCreated) {
      const rows = table(
        ['ROW', 'ERROR'],
        result.errors.map((e) => [e.row, e.message]),
      );
      const { success: _success, ...details } = result;
      throw new CliError('ROWS_SKIPPED', summary(result), EXIT.failed, { details, text: result.errors.length ? rows : undefined });
    }
    const links = table(
      ['SLUG', 'SHORT URL'],
      result.links.map((l) => [l.slug, l.shortUrl]),
    );
    return { data: result, text: `${summary(result)}\n${links}` };
  },
};
