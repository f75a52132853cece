// Digital Asset Links for a project host: lets Android verify App Links for the app's package,
// signed with any of the listed SHA-256 certificate fingerprints.

import type { ProjectSettings } from '../projects/types';

export function assetLinks(settings: ProjectSettings): object[] | null {
  const { packageName, sha256CertFingerprints } = settings.android ?? {};
  if (!packageName || !sha256CertFingerprints?.length) return null;
  return [
    {
      relation: ['delegate_permission/common.handle_all_urls'],
      target: { namespace: 'android_app', package_name: packageName, sha256_cert_fingerprints: sha256CertFingerprints },
    },
  ];
}
