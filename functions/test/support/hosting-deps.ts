// ServiceDeps.hosting for tests: the real googleapis adapter pointed at the loopback stand-in
// (hosting-standin.ts), its operation polls not sleeping.

import type { ServiceDeps } from '../../src/services/deps';
import { createGoogleHostingApi } from '../../src/services/hosting-domains/google-hosting-api';
import type { HostingStandin } from './hosting-standin';

export function standinHosting(standin: HostingStandin, domainLimit = 50): NonNullable<ServiceDeps['hosting']> {
  const [, projectId, , siteId] = standin.parent.split('/');
  return {
    siteId: siteId!,
    domainLimit,
    api: (site) =>
      createGoogleHostingApi({
        projectId: projectId!,
        siteId: site,
        rootUrl: standin.rootUrl,
        accessToken: standin.token,
        maxPolls: 3,
        sleep: async () => undefined,
      }),
  };
}
