// The Hono environment shared by every route group: the services' deps and, after auth,
// the caller.

import type { Principal } from '../services/access/authenticate';
import type { ServiceDeps } from '../services/deps';

export type AppEnv = {
  Variables: {
    deps: ServiceDeps;
    principal: Principal;
    /** X-Request-Id of this request (request-log.ts). */
    requestId: string;
  };
};
