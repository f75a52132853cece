// Applies a store update to a project: set fields replace; `null` clears the project-level
// numbers that have a default (match window, click retention). Shared by every store so that
// updates mean the same everywhere.

import type { ProjectPatch, ProjectRecord } from './types';

/** Project fields a patch may clear with null, falling back to their default. */
export const CLEARABLE_PROJECT_FIELDS = ['matchWindowMinutes', 'clickRetentionDays'] as const;

export function applyProjectPatch(project: ProjectRecord, patch: ProjectPatch, now: string): ProjectRecord {
  const next: ProjectRecord = { ...project, updatedAt: now };
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    if (value === null && (CLEARABLE_PROJECT_FIELDS as readonly string[]).includes(key)) delete (next as unknown as Record<string, unknown>)[key];
    else (next as unknown as Record<string, unknown>)[key] = value;
  }
  return next;
}
