// The management API group (the `api` function): projects, keys, members, console sign-in,
// links, bulk and CSV, exports, QR codes, campaigns, analytics, referrals, signals, journeys,
// the OpenAPI document.

import type { Hono } from 'hono';
import type { AppEnv } from '../env';
import { LINK_CREATION_ROUTES, linkCreationLimit } from '../middleware/link-creation-limit';
import { analyticsRoutes } from '../routes/analytics';
import { apiDocsRoutes } from '../routes/api-docs';
import { authRoutes } from '../routes/auth';
import { oidcAuthRoutes } from '../routes/auth-oidc';
import { bulkRoutes } from '../routes/bulk';
import { bulkCsvRoutes } from '../routes/bulk-csv';
import { campaignRoutes } from '../routes/campaigns';
import { consoleConfigRoutes } from '../routes/console-config';
import { customDomainRoutes } from '../routes/custom-domain';
import { exportRoutes } from '../routes/exports';
import { journeyRoutes } from '../routes/journey';
import { linkRoutes } from '../routes/links';
import { signalRoutes } from '../routes/match';
import { memberRoutes } from '../routes/members';
import { migrationRoutes } from '../routes/migration';
import { projectRoutes } from '../routes/projects';
import { qrRoutes } from '../routes/qr';
import { referralRoutes } from '../routes/referrals';
import { webhookRoutes } from '../routes/webhooks';

export function mountApi(app: Hono<AppEnv>): void {
  for (const [path, asked] of LINK_CREATION_ROUTES) app.post(path, linkCreationLimit(asked));
  app.route('/', projectRoutes());
  app.route('/', memberRoutes());
  app.route('/', authRoutes());
  app.route('/', oidcAuthRoutes());
  app.route('/', customDomainRoutes());
  app.route('/', bulkRoutes());
  app.route('/', bulkCsvRoutes());
  app.route('/', exportRoutes());
  app.route('/', webhookRoutes());
  app.route('/', linkRoutes());
  app.route('/', qrRoutes());
  app.route('/', migrationRoutes());
  app.route('/', campaignRoutes());
  app.route('/', analyticsRoutes());
  app.route('/', referralRoutes());
  app.route('/', signalRoutes());
  app.route('/', journeyRoutes());
  app.route('/', apiDocsRoutes());
  app.route('/', consoleConfigRoutes());
}
