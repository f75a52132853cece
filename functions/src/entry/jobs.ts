// The scheduled jobs' code: loaded when a job first runs on an instance (index.ts).

import { FUNCTION_JOBS, type JobName } from '../jobs/schedule';
import { functionDeps } from './group-listener';

export async function runJob(name: JobName): Promise<string> {
  return FUNCTION_JOBS[name].run(functionDeps());
}
