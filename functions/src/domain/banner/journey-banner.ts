// What the web banner (journey.js) may show, from a project's public settings only: app name,
// icon, the app's URI scheme and the store URLs. Nothing secret ever reaches this shape, so
// nothing secret can reach the script a website embeds.

import type { ProjectRecord } from '../projects/types';
import { appStoreUrl, playStoreUrl } from '../redirect/store-urls';

export interface BannerSettings {
  projectId: string;
  appName: string;
  /** http(s) only; null shows the app's initial on a coloured tile. */
  iconUrl: string | null;
  /** Lower-case scheme without "://" (e.g. "acme"); null when the app has none. */
  uriScheme: string | null;
  appStoreUrl: string | null;
  playStoreUrl: string | null;
  primaryColor: string | null;
  backgroundColor: string | null;
}

/** The same rule as the settings schema: the app's own scheme, never a web or script one. */
const SCHEME = /^[a-z][a-z0-9+.-]{0,63}$/;
const NOT_APP_SCHEMES = new Set(['http', 'https', 'javascript', 'data', 'vbscript', 'file', 'blob', 'about']);

export function safeUriScheme(value: string | undefined): string | null {
  const scheme = value?.toLowerCase();
  return scheme && SCHEME.test(scheme) && !NOT_APP_SCHEMES.has(scheme) ? scheme : null;
}

/**
 * null when the project has no app to open or install (no URI scheme, no App Store id, no
 * package name): the banner would have no button, so the script shows nothing.
 */
export function bannerSettings(project: ProjectRecord, iconUrl: string | null): BannerSettings | null {
  const { settings } = project;
  const uriScheme = safeUriScheme(settings.uriScheme);
  const appStore = appStoreUrl(settings);
  const playStore = playStoreUrl(settings);
  if (!uriScheme && !appStore && !playStore) return null;
  return {
    projectId: project.id,
    appName: settings.appName ?? project.name,
    iconUrl: iconUrl && /^https?:\/\//i.test(iconUrl) ? iconUrl : null,
    uriScheme,
    appStoreUrl: appStore,
    playStoreUrl: playStore,
    primaryColor: settings.deepview?.primaryColor ?? null,
    backgroundColor: settings.deepview?.backgroundColor ?? null,
  };
}
