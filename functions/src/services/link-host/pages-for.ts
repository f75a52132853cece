// Turns a page decision into the facts its page shows: app name and icon, store URLs, Open
// Graph fields, colours and branding from the project's settings and plan.

import type { LinkRecord } from '../../domain/links/types';
import { PLAN_LIMITS } from '../../domain/plans/plans';
import type { ProjectRecord } from '../../domain/projects/types';
import { appStoreUrl, playStoreUrl } from '../../domain/redirect/store-urls';
import type { Decision } from '../../domain/redirect/types';
import type { ParsedAgent } from '../../platform/user-agent';
import type { ServiceDeps } from '../deps';
import type { Look, PageView } from './page-view';

type PageDecision = Extract<Decision, { kind: 'page' }>;

export function lookOf(project: ProjectRecord): Look {
  const deepview = project.settings.deepview ?? {};
  return {
    primaryColor: deepview.primaryColor,
    backgroundColor: deepview.backgroundColor,
    layout: deepview.layout === 'full' ? 'full' : 'card',
    branding: !(deepview.removeBranding && PLAN_LIMITS[project.plan].removeBranding),
  };
}

interface Context {
  project: ProjectRecord;
  link: LinkRecord;
  url: string;
  agent: ParsedAgent;
  tokens: { clipboardToken: string; referrerToken: string };
}

export async function pageFor(deps: ServiceDeps, decision: PageDecision, ctx: Context): Promise<PageView> {
  const { project, link } = ctx;
  const appName = project.settings.appName ?? project.name;
  switch (decision.page) {
    case 'crawler':
      // A password link's preview must not leak what it protects.
      if (link.passwordHash) {
        return { page: 'crawler', title: 'Password-protected link', description: `Shared with ${appName}`, imageUrl: null, url: ctx.url, siteName: appName };
      }
      return {
        page: 'crawler',
        title: link.ogTitle ?? link.title,
        description: link.ogDescription ?? `Open in ${appName}`,
        imageUrl: link.ogImageUrl ?? project.settings.iconUrl ?? null,
        url: ctx.url,
        siteName: appName,
      };
    case 'coming-soon':
      return { page: 'coming-soon', title: link.title, appName, startsAt: link.scheduledAt ?? '' };
    case 'gone':
      return { page: 'gone', reason: decision.goneReason ?? 'expired' };
    case 'password':
      return { page: 'password', title: link.title, action: `/${encodeURIComponent(link.slug)}` };
    case 'quota':
      return { page: 'quota' };
    case 'deepview':
      return {
        page: 'deepview',
        appName,
        iconUrl: await iconOf(deps, project),
        title: link.title,
        openUrl: decision.openUrl ?? null,
        storeUrl: decision.storeUrl ?? null,
        clipboardToken: ctx.tokens.clipboardToken,
        platform: ctx.agent.platform === 'android' ? 'android' : 'ios',
        beaconUrl: `/api/match/signals?t=${encodeURIComponent(ctx.tokens.clipboardToken)}`,
      };
    case 'desktop':
      return {
        page: 'desktop',
        appName,
        iconUrl: await iconOf(deps, project),
        title: link.title,
        shortUrl: ctx.url,
        appStoreUrl: appStoreUrl(project.settings),
        playStoreUrl: playStoreUrl(project.settings),
      };
  }
}

async function iconOf(deps: ServiceDeps, project: ProjectRecord): Promise<string | null> {
  if (project.settings.iconUrl) return project.settings.iconUrl;
  const bundleId = project.settings.ios?.bundleId;
  return bundleId ? deps.appStoreIcon(bundleId) : null;
}
