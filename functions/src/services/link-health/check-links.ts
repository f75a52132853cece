// The link health job: probes the web destination of every project's links (the
// desktop URL, else the fallback chain) with the fallback probe's SSRF policy, records
// `health` on each link, and raises link.broken when a link that was not dead is found dead.
// Bounded: at most `maxLinksPerProject` links a project (newest first) and a time budget a
// run; links checked in the last 20 hours are skipped, so a run after one that stopped early,
// or an hourly self-hosted run, probes only what is due. Projects are taken from a random
// starting point, so a run that spends its budget does not leave the same ones out each day.

import { healthOf, healthTargets, isCheckable, turnedDead } from '../../domain/links/health';
import { shortUrl } from '../../domain/links/short-url';
import type { LinkHealth, LinkRecord } from '../../domain/links/types';
import type { ProjectRecord } from '../../domain/projects/types';
import { brokenData } from '../../domain/webhooks/payloads';
import type { ServiceDeps } from '../deps';
import { allProjects } from '../transfer/export-projects';
import { raiseEvents } from '../webhooks/emit';

export interface HealthRunOptions {
  maxLinksPerProject?: number;
  budgetMs?: number;
  /** Probes in flight at once. */
  concurrency?: number;
  random?: () => number;
}

export const RECHECK_AFTER_MS = 20 * 60 * 60 * 1000;

export async function checkLinkHealth(deps: ServiceDeps, options: HealthRunOptions = {}): Promise<{ checked: number; broken: number }> {
  const { maxLinksPerProject = 1_000, budgetMs = 240_000, concurrency = 8, random = Math.random } = options;
  const stopAt = Date.now() + budgetMs;
  const projects: ProjectRecord[] = [];
  for await (const project of allProjects(deps)) projects.push(project);
  const start = Math.floor(random() * projects.length);
  let checked = 0;
  let broken = 0;
  for (const project of [...projects.slice(start), ...projects.slice(0, start)]) {
    if (Date.now() >= stopAt) break;
    const due = (await linksOf(deps, project.id, maxLinksPerProject)).filter((link) => isDue(link, deps.now()));
    const dead: { link: LinkRecord; health: LinkHealth }[] = [];
    await inPool(due, concurrency, async (link) => {
      if (Date.now() >= stopAt) return;
      const targets = healthTargets(link);
      const results = [];
      for (const url of targets) {
        const result = await deps.checkUrl(url);
        results.push(result);
        if (result.live) break;
      }
      const health = healthOf(targets.slice(0, results.length), results, deps.now().toISOString());
      if (!(await deps.store.links.setHealth(project.id, link.slug, health))) return;
      checked += 1;
      if (turnedDead(link.health, health)) dead.push({ link, health });
    });
    broken += dead.length;
    await raiseEvents(
      deps,
      project.id,
      'link.broken',
      dead.map(({ link, health }) => brokenData(link, shortUrl(project, link.slug, deps.hosts), health)),
    );
  }
  return { checked, broken };
}

const isDue = (link: LinkRecord, now: Date) =>
  isCheckable(link, now) && (!link.health || now.getTime() - Date.parse(link.health.checkedAt) >= RECHECK_AFTER_MS);

async function linksOf(deps: ServiceDeps, projectId: string, max: number): Promise<LinkRecord[]> {
  const links: LinkRecord[] = [];
  let cursor: string | undefined;
  do {
    const page = await deps.store.links.list(projectId, { limit: Math.min(100, max - links.length), ...(cursor ? { cursor } : {}) });
    links.push(...page.items);
    cursor = page.nextCursor ?? undefined;
  } while (cursor && links.length < max);
  return links;
}

/** Runs `work` over the items with at most `size` at once. */
async function inPool<T>(items: readonly T[], size: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
}
