// When each scheduled job runs on Cloud Functions (cron, UTC). Apart from the jobs' code
// (schedule.ts), so the entry can declare them without loading it.

export const JOB_CRONS = {
  // Counters are folded from the click log (docs/adr/0013-click-log-folded-into-counters.md).
  // Reads fold their project first; this keeps counters nobody reads within about a minute.
  foldClicks: '* * * * *',
  expireMatches: '*/15 * * * *',
  // Five minutes past midnight on the 1st, so clicks stamped just before midnight have landed.
  rollMonthlyUsage: '5 0 1 * *',
  // Webhook deliveries due (an outbox, docs/adr/0014-webhook-deliveries-through-an-outbox.md):
  // on Firebase the webhookTasks queue sends them; this sweeps up those whose task was lost
  // (an enqueue that failed, a drain killed mid-claim).
  deliverWebhooks: '* * * * *',
  // link.clicked from the stored clicks (services/webhooks/click-events.ts).
  raiseClickEvents: '* * * * *',
  // Daily at 03:30: each link's destination probed (services/link-health/).
  checkLinkHealth: '30 3 * * *',
  // Firebase only: names on the Hosting site not yet active, a bounded batch a run;
  // each name waits 10 minutes or more between looks (domain/hosting-domains/hosting-record.ts).
  pollHostingNames: '*/10 * * * *',
} as const;

export type JobName = keyof typeof JOB_CRONS;

/** Jobs the self-hosted server has no use for: Caddy issues its certificates there. */
export type FirebaseOnlyJobName = 'pollHostingNames';
