// decideRedirect: the redirect's order of rules (docs/link-host.md) as one pure function. It reads a link, its
// project and the visitor, and answers what to send; the caller does the I/O (fallback
// probes, click recording) and renders pages.

import type { LinkRecord } from '../links/types';
import { isHttpsUrl, isHttpUrl, isSafeDeepLink } from '../links/url-rules';
import { PLAN_LIMITS } from '../plans/plans';
import type { ProjectRecord } from '../projects/types';
import { appStoreUrl, playStoreUrl } from './store-urls';
import type { Decision, Visitor } from './types';
import { fillVariables } from './variables';

type Page = Extract<Decision, { kind: 'page' }>;

export function decideRedirect(link: LinkRecord, project: ProjectRecord, visitor: Visitor, shortUrl: string): Decision {
  const page = (fields: Omit<Page, 'kind' | 'chain'>): Decision => ({ kind: 'page', chain: [shortUrl], ...fields });
  const fill = (url: string | undefined, valid: (u: string) => boolean) => {
    if (!url) return null;
    const filled = fillVariables(url, { slug: link.slug, platform: visitor.platform, country: visitor.country, now: visitor.now, query: visitor.query });
    // A query value must not turn a URL into something the field would refuse.
    return valid(filled) ? filled : null;
  };
  const redirect = (location: string, rule: string): Decision => ({ kind: 'redirect', status: 302, location, chain: [shortUrl, location], count: true, rule });

  if (visitor.crawler) return page({ page: 'crawler', status: 200, count: false, rule: 'crawler' });
  // An expired, capped or not-yet-scheduled link sends visitors to its expiredUrl (else the
  // project's) when one is set; such a visit is not a click of the link.
  const notLive = (rule: string, fallback: Omit<Page, 'kind' | 'chain'>): Decision => {
    const location = expiredUrlOf(link, project);
    return location ? { kind: 'redirect', status: 302, location, chain: [shortUrl, location], count: false, rule: `${rule}-url` } : page(fallback);
  };
  if (link.scheduledAt && Date.parse(link.scheduledAt) > visitor.now.getTime()) {
    return notLive('scheduled', { page: 'coming-soon', status: 200, count: false, rule: 'scheduled' });
  }
  if (link.expiresAt && Date.parse(link.expiresAt) <= visitor.now.getTime()) {
    return notLive('expired', { page: 'gone', status: 410, count: false, rule: 'expired', goneReason: 'expired' });
  }
  if (link.maxClicks !== undefined && visitor.clicksSoFar >= link.maxClicks) {
    return notLive('click-cap', { page: 'gone', status: 410, count: false, rule: 'click-cap', goneReason: 'capped' });
  }
  if (link.passwordHash && !visitor.passwordAccepted) return page({ page: 'password', status: 200, count: false, rule: 'password' });
  if (visitor.clickQuotaSpent) return page({ page: 'quota', status: 403, count: false, rule: 'plan-quota' });

  const geo = link.geoRouting.find((rule) => rule.countries.includes(visitor.country));
  const geoUrl = fill(geo?.url, isHttpUrl);
  if (geoUrl) return redirect(geoUrl, 'geo');

  if (visitor.platform === 'ios') {
    const clip = fill(link.appClipUrl, isHttpsUrl);
    if (clip) return redirect(clip, 'app-clip');
  }
  if (visitor.platform === 'android') {
    const instant = fill(link.instantAppUrl, isHttpsUrl);
    if (instant) return redirect(instant, 'instant-app');
  }

  if (visitor.platform !== 'web') {
    const storeUrl = visitor.platform === 'ios' ? appStoreUrl(project.settings) : playStoreUrl(project.settings, visitor.referrerToken);
    const openUrl = fill(link.deepLink, isSafeDeepLink);
    const deepviewOn = project.settings.deepview?.enabled !== false;
    if (deepviewOn || visitor.inAppBrowser || (!storeUrl && openUrl)) {
      return {
        kind: 'page',
        page: 'deepview',
        status: 200,
        count: true,
        rule: 'deepview',
        chain: [shortUrl, `deepview:${visitor.platform}`],
        openUrl,
        storeUrl,
      };
    }
    if (storeUrl) return redirect(storeUrl, 'store');
  }

  const desktopUrl = fill(link.desktopUrl, isHttpUrl);
  if (desktopUrl) return redirect(desktopUrl, 'desktop-url');
  const fallbacks = link.fallbackChain.map((url) => fill(url, isHttpsUrl)).filter((url): url is string => url !== null);
  if (fallbacks.length > 0) return { kind: 'probe', urls: fallbacks, chain: [shortUrl] };
  return desktopDeepview(shortUrl);
}

/** Where a link that is not live sends visitors: its own expiredUrl, else the project's, else nowhere. */
export function expiredUrlOf(link: LinkRecord, project: ProjectRecord): string | null {
  return link.expiredUrl ?? project.settings.expiredUrl ?? null;
}

type Final = Exclude<Decision, { kind: 'probe' }>;

/** After the fallback probes: the first live URL, else the desktop deepview. */
export function decideAfterProbe(shortUrl: string, liveUrl: string | null): Final {
  if (liveUrl) return { kind: 'redirect', status: 302, location: liveUrl, chain: [shortUrl, liveUrl], count: true, rule: 'fallback' };
  return desktopDeepview(shortUrl);
}

/** Unknown slug on a known host: catch-all routing (indie and studio), else the 404 page. */
export function decideMissingLink(project: ProjectRecord): { location: string } | null {
  const url = project.settings.catchAllUrl;
  return url && PLAN_LIMITS[project.plan].customDomain ? { location: url } : null;
}

function desktopDeepview(shortUrl: string): Final {
  return { kind: 'page', page: 'desktop', status: 200, count: true, rule: 'desktop-deepview', chain: [shortUrl, 'deepview:web'] };
}
