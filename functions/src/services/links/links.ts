// Link use cases: create (with slug choice and the plan's monthly quota), read, list,
// update, delete, clone. Callers have already resolved the project through
// services/access/access.ts.

import { conflict, notFound } from '../../domain/errors';
import { copySlug, copyTitle } from '../../domain/links/copy-names';
import { type LinkView, toLinkView } from '../../domain/links/link-view';
import type { LinkListFilter } from '../../domain/links/list-filter';
import type { LinkItemInput, UpdateLinkInput } from '../../domain/links/schema';
import { shortUrl } from '../../domain/links/short-url';
import type { LinkPatch, LinkRecord, LinkSettings } from '../../domain/links/types';
import type { ProjectRecord } from '../../domain/projects/types';
import { stripUndefined } from '../../domain/strip-undefined';
import { deletedData, linkData } from '../../domain/webhooks/payloads';
import { hashPassword } from '../../security/password-hash';
import { StoreConflictError } from '../../store/ports';
import type { ServiceDeps } from '../deps';
import { raiseEvent } from '../webhooks/emit';
import { forgetLink } from './cached-link';
import { insertLink } from './insert-link';
import { withLinkQuota } from './link-quota';

export const view = (deps: ServiceDeps, project: ProjectRecord, link: LinkRecord, clicks?: number): LinkView =>
  toLinkView(link, shortUrl(project, link.slug, deps.hosts), clicks);

export async function toSettings(input: LinkItemInput): Promise<LinkSettings> {
  const { projectId: _p, slug: _s, password, ...fields } = input;
  const settings: LinkSettings = { params: {}, geoRouting: [], fallbackChain: [], tags: [], ...stripUndefined(fields) };
  if (password) settings.passwordHash = await hashPassword(password);
  return settings;
}

export async function createLink(deps: ServiceDeps, project: ProjectRecord, input: LinkItemInput): Promise<LinkView> {
  const settings = await toSettings(input);
  const link = await withLinkQuota(deps, project, () => insertLink(deps, project.id, settings, { customSlug: input.slug }));
  forgetLink(deps, project.id, link.slug);
  const created = view(deps, project, link);
  await raiseEvent(deps, project.id, 'link.created', linkData(link, created.shortUrl));
  return created;
}

export async function getLink(deps: ServiceDeps, project: ProjectRecord, slug: string): Promise<LinkView> {
  const link = await deps.store.links.get(project.id, slug);
  if (!link) throw notFound('Link not found');
  return view(deps, project, link, await deps.store.links.clickCount(project.id, slug));
}

export async function listLinks(deps: ServiceDeps, project: ProjectRecord, page: { limit: number; cursor?: string; filter?: LinkListFilter }) {
  const result = await deps.store.links.list(project.id, page);
  const clicks = await deps.store.links.clickCounts(
    project.id,
    result.items.map((link) => link.slug),
  );
  return { links: result.items.map((link) => view(deps, project, link, clicks.get(link.slug) ?? 0)), nextCursor: result.nextCursor };
}

export async function updateLink(deps: ServiceDeps, project: ProjectRecord, slug: string, input: UpdateLinkInput): Promise<LinkView> {
  const { projectId: _p, password, ...fields } = input;
  const patch: LinkPatch = stripUndefined(fields);
  if (patch.slug === slug) delete patch.slug;
  if (password !== undefined) patch.passwordHash = password === null ? null : await hashPassword(password);
  try {
    const link = await deps.store.links.update(project.id, slug, patch, deps.now().toISOString());
    forgetLink(deps, project.id, slug);
    if (!link) throw notFound('Link not found');
    forgetLink(deps, project.id, link.slug);
    return view(deps, project, link);
  } catch (error) {
    if (error instanceof StoreConflictError) throw conflict('Slug already in use');
    throw error;
  }
}

export async function deleteLink(deps: ServiceDeps, project: ProjectRecord, slug: string): Promise<void> {
  const deleted = await deps.store.links.delete(project.id, slug);
  forgetLink(deps, project.id, slug);
  if (!deleted) throw notFound('Link not found');
  await raiseEvent(deps, project.id, 'link.deleted', deletedData(slug, deps.now().toISOString()));
}

/**
 * A copy with every setting, a new slug, " (copy)" after the title, and no clicks. It is a new
 * link, so it raises link.created like any other (docs/webhooks.md).
 */
export async function cloneLink(deps: ServiceDeps, project: ProjectRecord, slug: string): Promise<LinkView> {
  const source = await deps.store.links.get(project.id, slug);
  if (!source) throw notFound('Link not found');
  const { projectId: _p, slug: _s, createdAt: _c, updatedAt: _u, ...settings } = source;
  const link = await withLinkQuota(deps, project, () =>
    insertLink(deps, project.id, { ...settings, title: copyTitle(settings.title) }, { baseSlug: copySlug(source.slug) }),
  );
  forgetLink(deps, project.id, link.slug);
  const created = view(deps, project, link);
  await raiseEvent(deps, project.id, 'link.created', linkData(link, created.shortUrl));
  return created;
}
