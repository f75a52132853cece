// The apple-app-site-association file for a project host: Universal Links for every path but
// Ferry's own (/api, /.well-known, /health), in the iOS 13+ form (appIDs + components) and the
// older one (appID + paths) that iOS 12 reads; App Clips when the project names one.

import type { ProjectSettings } from '../projects/types';

const NOT_LINKS = ['/api/*', '/.well-known/*', '/health'];

export function appleAppSiteAssociation(settings: ProjectSettings): object | null {
  const { teamId, bundleId, appClipBundleId } = settings.ios ?? {};
  if (!teamId || !bundleId) return null;
  const appID = `${teamId}.${bundleId}`;
  const file: Record<string, unknown> = {
    applinks: {
      apps: [],
      details: [
        {
          appIDs: [appID],
          components: [...NOT_LINKS.map((path) => ({ '/': path, exclude: true })), { '/': '*' }],
          appID,
          paths: [...NOT_LINKS.map((path) => `NOT ${path}`), '*'],
        },
      ],
    },
  };
  if (appClipBundleId) file.appclips = { apps: [`${teamId}.${appClipBundleId}`] };
  return file;
}
