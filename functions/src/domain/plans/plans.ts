// Plan limits (the table of docs/api.md, "Plans and limits"). Infinity means no limit.

import type { Plan } from '../projects/types';

export interface PlanLimits {
  projectsPerOwner: number;
  linksPerMonth: number;
  clicksPerMonth: number;
  customDomain: boolean;
  removeBranding: boolean;
}

export const PLAN_LIMITS: Record<Plan, PlanLimits> = {
  free: { projectsPerOwner: 3, linksPerMonth: 300, clicksPerMonth: 10_000, customDomain: false, removeBranding: false },
  indie: { projectsPerOwner: 10, linksPerMonth: 5_000, clicksPerMonth: 300_000, customDomain: true, removeBranding: false },
  studio: { projectsPerOwner: Infinity, linksPerMonth: Infinity, clicksPerMonth: 10_000_000, customDomain: true, removeBranding: true },
};

/** Counters are kept per calendar month in UTC: "2026-11". */
export function usageMonth(now: Date): string {
  return now.toISOString().slice(0, 7);
}

/** An owner may hold as many projects as the best plan among the projects they already own allows. */
export function projectAllowance(ownedPlans: Plan[]): number {
  return Math.max(PLAN_LIMITS.free.projectsPerOwner, ...ownedPlans.map((plan) => PLAN_LIMITS[plan].projectsPerOwner));
}
