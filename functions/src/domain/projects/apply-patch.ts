// Applies a store update to a project: set fields replace, `matchWindowMinutes: null` clears
// the window. Shared by every store so that updates mean the same everywhere.

import type { ProjectPatch, ProjectRecord } from './types';

export function applyProjectPatch(project: ProjectRecord, patch: ProjectPatch, now: string): ProjectRecord {
  const { matchWindowMinutes, ...rest } = patch;
  const next: ProjectRecord = { ...project, updatedAt: now };
  for (const [key, value] of Object.entries(rest)) if (value !== undefined) (next as unknown as Record<string, unknown>)[key] = value;
  if (matchWindowMinutes === null) delete next.matchWindowMinutes;
  else if (matchWindowMinutes !== undefined) next.matchWindowMinutes = matchWindowMinutes;
  return next;
}
