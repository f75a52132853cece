// The scheduled jobs, declared once: Cloud Functions run each on its cron (onSchedule, UTC) and
// the self-hosted server on a timer. Every job is idempotent and bounded, so a timer that fires
// more often than the cron, or a run that is retried, does no harm.

import { JOB_CRONS, type JobName } from './crons';
import { checkLinkHealth } from '../services/link-health/check-links';
import { raiseClickEvents } from '../services/webhooks/click-events';
import { drainWebhooks } from '../services/webhooks/dispatcher';
import type { ServiceDeps } from '../services/deps';
import { expirePendingMatches } from './expire-matches';
import { pruneRawClicks } from './prune-clicks';
import { rollMonthlyUsage } from './roll-usage';

export interface ScheduledJob {
  /** Cron in UTC, for onSchedule. */
  schedule: string;
  /** Self-hosted timer period. */
  everyMs: number;
  /** Runs once; answers a line for the log. */
  run(deps: ServiceDeps): Promise<string>;
}

const MINUTE_MS = 60_000;

export const SCHEDULED_JOBS = {
  foldClicks: {
    // The self-hosted store also folds in the background on its own
    // (store/sqlite/click-fold/fold-driver.ts).
    schedule: JOB_CRONS.foldClicks,
    everyMs: MINUTE_MS,
    run: async (deps) => `folded ${await deps.store.clicks.foldLogged()} clicks`,
  },
  expireMatches: {
    schedule: JOB_CRONS.expireMatches,
    everyMs: 15 * MINUTE_MS,
    run: async (deps) => `deleted ${await expirePendingMatches(deps)} expired pending matches`,
  },
  rollMonthlyUsage: {
    schedule: JOB_CRONS.rollMonthlyUsage,
    // Hourly self-hosted: a server that was down at the turn of the month catches up.
    everyMs: 60 * MINUTE_MS,
    run: async (deps) => {
      const { month, projects } = await rollMonthlyUsage(deps);
      return `closed ${month} for ${projects} projects`;
    },
  },
  deliverWebhooks: {
    schedule: JOB_CRONS.deliverWebhooks,
    // Self-hosted every second: a delivery leaves about a second after its event.
    everyMs: 1_000,
    run: async (deps) => `attempted ${await drainWebhooks(deps)} webhook deliveries`,
  },
  raiseClickEvents: {
    schedule: JOB_CRONS.raiseClickEvents,
    // Clicks are raised 40 s after they are made at the earliest (click-events.ts): 5 s more is enough.
    everyMs: 5_000,
    run: async (deps) => `raised link.clicked for ${await raiseClickEvents(deps)} clicks`,
  },
  checkLinkHealth: {
    schedule: JOB_CRONS.checkLinkHealth,
    // Hourly self-hosted: links checked in the last 20 h are skipped, so each is still probed
    // about daily, and a restart does not put the checks off by a day.
    everyMs: 60 * MINUTE_MS,
    run: async (deps) => {
      const { checked, broken } = await checkLinkHealth(deps);
      return `checked ${checked} links, ${broken} newly broken`;
    },
  },
} satisfies Record<JobName, ScheduledJob>;

export type { JobName };

/**
 * Jobs only the self-hosted server runs: on Cloud Functions a Firestore TTL policy does the
 * same work without reading what it deletes.
 */
export const SELF_HOSTED_JOBS = {
  pruneClicks: {
    schedule: '17 3 * * *',
    // Hourly, bounded per run: a large backlog (a retention just shortened) drains over hours.
    everyMs: 60 * MINUTE_MS,
    run: async (deps) => `deleted ${await pruneRawClicks(deps)} raw clicks past retention`,
  },
} satisfies Record<string, ScheduledJob>;
