// The scheduled jobs, declared once: Cloud Functions run each on its cron (onSchedule, UTC) and
// the self-hosted server on a timer. Every job is idempotent and bounded, so a timer that fires
// more often than the cron, or a run that is retried, does no harm.

import type { ServiceDeps } from '../services/deps';
import { checkLinkHealth } from '../services/link-health/check-links';
import { pollHostingNames } from '../services/projects/poll-hosting-names';
import { raiseClickEvents } from '../services/webhooks/click-events';
import { drainWebhooks } from '../services/webhooks/dispatcher';
import { type FirebaseOnlyJobName, JOB_CRONS, type JobName } from './crons';
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
} satisfies Record<Exclude<JobName, FirebaseOnlyJobName>, ScheduledJob>;

export type { JobName };

/** Jobs only Cloud Functions run (the self-hosted timers leave them out). */
export const FIREBASE_JOBS = {
  pollHostingNames: {
    schedule: JOB_CRONS.pollHostingNames,
    everyMs: 10 * MINUTE_MS,
    run: async (deps) => {
      const run = await pollHostingNames(deps);
      if (!run) return 'Firebase Hosting automation is off (HOSTING_AUTOMATION)';
      return `checked ${run.checked} Hosting names: ${run.active} active, ${run.waiting} waiting, ${run.removed} removed, ${run.failed} failed`;
    },
  },
} satisfies Record<FirebaseOnlyJobName, ScheduledJob>;

/** Every job Cloud Functions declare, by name (entry/jobs.ts). */
export const FUNCTION_JOBS: Record<JobName, ScheduledJob> = { ...SCHEDULED_JOBS, ...FIREBASE_JOBS };

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
