// App store URLs from project settings. The Play Store URL carries the click's install-referrer
// token, which the Android client library reads back for a deterministic deferred match.

import type { ProjectSettings } from '../projects/types';

export function appStoreUrl(settings: ProjectSettings): string | null {
  const id = settings.ios?.appStoreId;
  return id ? `https://apps.apple.com/app/id${id}` : null;
}

export function playStoreUrl(settings: ProjectSettings, referrerToken?: string): string | null {
  const pkg = settings.android?.packageName;
  if (!pkg) return null;
  const url = `https://play.google.com/store/apps/details?id=${encodeURIComponent(pkg)}`;
  return referrerToken ? `${url}&referrer=${encodeURIComponent(`ferry_click=${referrerToken}`)}` : url;
}
