// ferry link create | list | get | update | delete | import | export: links through the services and
// schemas of /api/links, so validation, quota and slug rules and messages are the API's.

import { invalid } from '../domain/errors';
import type { LinkView } from '../domain/links/link-view';
import { createLinkSchema, updateLinkSchema } from '../domain/links/schema';
import { parseInput } from '../domain/validation';
import { createLink, deleteLink, getLink, listLinks, updateLink } from '../services/links/links';
import { type Noun, stringFlag, type Values } from './command';
import { LINK_EXPORT_HELP, linkExportVerb } from './export-csv';
import { LINK_FLAGS_HELP, LINK_OPTIONS, linkBody } from './link-body';
import { importVerb } from './link-import';
import { record, table } from './output';

const project = { project: { type: 'string' } } as const;
const MAX_PAGE = 100;

function pageSize(values: Values): number {
  const raw = stringFlag(values, 'limit');
  const limit = raw === undefined ? 50 : Number(raw);
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE) throw invalid('limit', 'limit must be a whole number from 1 to 100');
  return limit;
}

const linkRows = (links: LinkView[]) => links.map((l) => [l.slug, l.title, l.shortUrl, l.deepLink, l.createdAt]);
const LINK_HEADERS = ['SLUG', 'TITLE', 'SHORT URL', 'DEEP LINK', 'CREATED'];

export const linkNoun: Noun = {
  summary: 'create, list, read, update, delete, import and export links',
  notes: `--project <id|subdomain> may be left out when the store holds one project.\n${LINK_FLAGS_HELP}\n${LINK_EXPORT_HELP}`,
  verbs: {
    create: {
      usage: 'create --title <title> --deep-link <uri> [link flags] [--file <body.json>] [--project <id>]',
      options: { ...project, ...LINK_OPTIONS },
      async run(ctx, values) {
        const input = parseInput(createLinkSchema, linkBody(values));
        const link = await createLink(ctx.deps(), await ctx.project(stringFlag(values, 'project')), input);
        return { data: { success: true, slug: link.slug, shortUrl: link.shortUrl, link }, text: record(link) };
      },
    },
    list: {
      usage: 'list [--limit 1-100] [--cursor <cursor>] [--all] [--project <id>]',
      options: { ...project, limit: { type: 'string' }, cursor: { type: 'string' }, all: { type: 'boolean' } },
      async run(ctx, values) {
        const target = await ctx.project(stringFlag(values, 'project'));
        const limit = values.all ? MAX_PAGE : pageSize(values);
        const links: LinkView[] = [];
        let cursor = stringFlag(values, 'cursor');
        do {
          const page = await listLinks(ctx.deps(), target, { limit, cursor });
          links.push(...page.links);
          cursor = page.nextCursor ?? undefined;
        } while (values.all && cursor);
        const nextCursor = cursor ?? null;
        const more = nextCursor ? `\nMore: ferry link list --cursor ${nextCursor}` : '';
        return { data: { links, nextCursor }, text: links.length ? `${table(LINK_HEADERS, linkRows(links))}${more}` : 'No links.' };
      },
    },
    get: {
      usage: 'get <slug> [--project <id>]',
      options: project,
      args: ['slug'],
      async run(ctx, values, [slug]) {
        const link = await getLink(ctx.deps(), await ctx.project(stringFlag(values, 'project')), slug!);
        return { data: link, text: record(link) };
      },
    },
    update: {
      usage: 'update <slug> [link flags] [--file <body.json>] [--project <id>]',
      options: { ...project, ...LINK_OPTIONS },
      args: ['slug'],
      async run(ctx, values, [slug]) {
        const input = parseInput(updateLinkSchema, linkBody(values));
        const link = await updateLink(ctx.deps(), await ctx.project(stringFlag(values, 'project')), slug!, input);
        return { data: { success: true, link }, text: record(link) };
      },
    },
    delete: {
      usage: 'delete <slug> [--project <id>]',
      options: project,
      args: ['slug'],
      async run(ctx, values, [slug]) {
        await deleteLink(ctx.deps(), await ctx.project(stringFlag(values, 'project')), slug!);
        return { data: { success: true, slug }, text: `Deleted ${slug}.` };
      },
    },
    import: importVerb,
    export: linkExportVerb,
  },
};
