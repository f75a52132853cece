// What every doctor check answers: one row of the table `ferry doctor` prints. A check that
// finds several problems answers several rows under the same name.

export type DoctorStatus = 'ok' | 'warn' | 'fail';

export interface DoctorCheck {
  check: string;
  status: DoctorStatus;
  /** For the operator: what was found and, when not ok, what to do. Never a secret. */
  detail: string;
}

export const ok = (check: string, detail: string): DoctorCheck => ({ check, status: 'ok', detail });
export const warn = (check: string, detail: string): DoctorCheck => ({ check, status: 'warn', detail });
export const fail = (check: string, detail: string): DoctorCheck => ({ check, status: 'fail', detail });

export interface DoctorSummary {
  /** No check failed; warnings are allowed. */
  ok: boolean;
  checks: number;
  warnings: number;
  failures: number;
}

export function summarize(checks: DoctorCheck[]): DoctorSummary {
  const failures = checks.filter((c) => c.status === 'fail').length;
  return { ok: failures === 0, checks: checks.length, warnings: checks.filter((c) => c.status === 'warn').length, failures };
}
