// Bulk and batch link creation (POST /api/links/bulk, /api/links/batch: at most 100 items).
//
// All or nothing, in this order:
// 1. Every item is validated with linkItemSchema (the shared item schema) before anything is
//    written; bad items fail the request with 400 naming `<prefix>.<i>.<field>` of the first and
//    listing every bad field of every item in `errors`.
// 2. Custom slugs are checked before anything is written: the same slug twice in the request,
//    or a slug the project already holds, fails the whole request with 409 `Slug already in use`
//    naming `<prefix>.<i>.slug`.
// 3. The plan's monthly quota is taken in one atomic step for the whole request; only the
//    first `granted` items are created, and the answer says how many were not (limitReached).
// 4. The granted items are inserted all or nothing, in one store transaction
//    (LinkRepo.createAllIfAbsent): a custom slug taken by a racing request between step 2 and
//    step 4 fails the whole request with 409 and nothing is written; a taken generated slug
//    gets a random suffix. If the insert fails, the quota grant is given back. A crash between
//    steps 3 and 4 can leave quota units spent, never part of the links.

import { AppError, type FieldError, forbidden, invalidFields, planLimit } from '../../domain/errors';
import { type LinkItemInput, linkItemSchema, MAX_BULK_ITEMS } from '../../domain/links/schema';
import { shortUrl } from '../../domain/links/short-url';
import type { LinkRecord } from '../../domain/links/types';
import { PLAN_LIMITS, usageMonth } from '../../domain/plans/plans';
import type { ProjectRecord } from '../../domain/projects/types';
import { fieldErrors } from '../../domain/validation';
import { linkData } from '../../domain/webhooks/payloads';
import type { ServiceDeps } from '../deps';
import { forgetLink } from '../links/cached-link';
import { insertLinks } from '../links/insert-link';
import { toSettings } from '../links/links';
import { raiseEvents } from '../webhooks/emit';

export { MAX_BULK_ITEMS };

export interface BulkResult {
  success: true;
  created: number;
  links: { slug: string; shortUrl: string }[];
  /** Only when the plan's monthly limit stopped part of the request. */
  limitReached?: true;
  notCreated?: number;
}

/**
 * Validates a list of link items. `field` names the list in errors: `links` for bulk, `body`
 * for batch (whose body is the list); an item's field is then `links.3.title` or `3.title`,
 * the path from the body's root, as parseInput names nested fields.
 */
export function parseLinkItems(raw: unknown, field: 'links' | 'body'): LinkItemInput[] {
  const what = field === 'links' ? 'links' : 'Request body';
  if (raw === undefined || raw === null) throw new AppError('INVALID_ARGUMENT', `${what} is required`, field);
  if (!Array.isArray(raw)) throw new AppError('INVALID_ARGUMENT', `${what} must be an array of links`, field);
  if (raw.length === 0) throw new AppError('INVALID_ARGUMENT', `${what} must hold at least one link`, field);
  if (raw.length > MAX_BULK_ITEMS) {
    throw new AppError('INVALID_ARGUMENT', `${field === 'links' ? 'links' : 'batch'} accepts at most ${MAX_BULK_ITEMS} items`, field);
  }
  const items: LinkItemInput[] = [];
  const errors: FieldError[] = [];
  raw.forEach((item: unknown, i) => {
    const path = field === 'links' ? `links.${i}` : String(i);
    const result = linkItemSchema.safeParse(item);
    if (result.success) items.push(result.data);
    else errors.push(...fieldErrors(result.error.issues).map((error) => atItem(error, path)));
  });
  if (errors.length > 0) throw invalidFields(errors);
  return items;
}

/** An item's error named from the body's root; `body` (not an object) is the item itself. */
function atItem({ field, error }: FieldError, path: string): FieldError {
  return field === 'body' ? { field: path, error: `${path} must be a JSON object` } : { field: `${path}.${field}`, error };
}

/**
 * Creates the items for the project (already resolved and authorised by the caller);
 * `field` is the errors' prefix as in parseLinkItems.
 */
export async function createLinks(deps: ServiceDeps, project: ProjectRecord, items: LinkItemInput[], field: 'links' | 'body'): Promise<BulkResult> {
  const at = (i: number) => (field === 'links' ? `links.${i}` : String(i));

  // An item may name its project; it must be the one the request acts on, else 403.
  for (const item of items) {
    if (item.projectId !== undefined && item.projectId !== project.id) throw forbidden('This API key belongs to another project');
  }

  // Custom slugs, before anything is written: repeated in the request or already taken.
  const seen = new Set<string>();
  for (const [i, item] of items.entries()) {
    if (item.slug === undefined) continue;
    if (seen.has(item.slug) || (await deps.store.links.get(project.id, item.slug))) {
      throw new AppError('ALREADY_EXISTS', 'Slug already in use', `${at(i)}.slug`);
    }
    seen.add(item.slug);
  }

  // The monthly link quota for the whole request in one atomic step (see ADR 0004).
  const month = usageMonth(deps.now());
  const limit = PLAN_LIMITS[project.plan].linksPerMonth;
  // Unlimited plans still count, so usage reports stay true.
  const granted = await deps.store.usage.consume(project.id, month, 'links', items.length, Number.isFinite(limit) ? limit : Number.MAX_SAFE_INTEGER);
  if (granted === 0) throw planLimit(`The ${project.plan} plan allows ${limit} new links a month; upgrade to create more`);

  let created: LinkRecord[];
  try {
    const chosen = items.slice(0, granted);
    // Same settings (and password hashing) as a single create.
    const settings = await Promise.all(chosen.map((item) => toSettings(item)));
    created = await insertLinks(
      deps,
      project.id,
      chosen.map((item, i) => ({ settings: settings[i]!, customSlug: item.slug })),
      (i) => `${at(i)}.slug`,
    );
  } catch (error) {
    // Nothing was written (one transaction); the request's own error is what the caller
    // needs, so a failed refund is only logged.
    await deps.store.usage.release(project.id, month, 'links', granted).catch((releaseError: unknown) => {
      console.error('Could not give back link quota units', releaseError);
    });
    throw error;
  }

  for (const link of created) forgetLink(deps, project.id, link.slug);
  const links = created.map((link) => ({ slug: link.slug, shortUrl: shortUrl(project, link.slug, deps.hosts) }));
  // One link.created per link, as a single create raises (CSV imports come through here too).
  await raiseEvents(
    deps,
    project.id,
    'link.created',
    created.map((link, i) => linkData(link, links[i]!.shortUrl)),
  );
  const result: BulkResult = { success: true, created: created.length, links };
  if (granted < items.length) {
    result.limitReached = true;
    result.notCreated = items.length - granted;
  }
  return result;
}
