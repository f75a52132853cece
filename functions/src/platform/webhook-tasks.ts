// On Firebase, webhook deliveries are sent by the `webhookTasks` task-queue function (Cloud
// Tasks, index.ts): whoever stores deliveries asks the queue for a drain at the time they are
// due, and the task drains every due delivery of the outbox (services/webhooks/dispatcher.ts).
// Tasks are named after their second, so the events of one second share one task (Cloud Tasks
// refuses a second task of the same name: that answer is success here). The outbox stays the
// record: a task that is lost (an enqueue that failed) is made up by the sweeping scheduled
// `deliverWebhooks` function. firebase-admin/functions loads on the first use only.

import type { TaskQueue } from 'firebase-admin/functions';
import { firebaseApp } from './firebase';

export const WEBHOOK_TASK_FUNCTION = 'webhookTasks';

/** Asks for a drain at `at` (now when absent); resolves once the queue has it. */
export type DrainRequest = (at?: Date) => Promise<void>;

export const drainTaskName = (at: Date) => `drain-${Math.ceil(at.getTime() / 1000)}`;

export function createTaskDrainRequest(projectId: string, region: string): DrainRequest {
  let queue: TaskQueue | undefined;
  return async (at = new Date()) => {
    if (!queue) {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { getFunctions } = require('firebase-admin/functions') as typeof import('firebase-admin/functions');
      queue = getFunctions(firebaseApp(projectId)).taskQueue(`locations/${region}/functions/${WEBHOOK_TASK_FUNCTION}`);
    }
    const second = Math.ceil(at.getTime() / 1000) * 1000;
    try {
      await queue.enqueue({}, { id: drainTaskName(at), scheduleTime: new Date(Math.max(second, Date.now())) });
    } catch (error) {
      if ((error as { code?: unknown }).code !== 'functions/task-already-exists') throw error;
    }
  };
}
