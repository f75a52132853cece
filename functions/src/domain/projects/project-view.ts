// What callers see of a project (never key hashes), and how a settings patch merges:
// top-level settings replace, nested ones (ios, android, deepview) merge, null clears.

import { retentionDaysOf } from '../clicks/retention';
import { type HostConfig, projectHost } from '../links/short-url';
import { stripUndefined } from '../strip-undefined';
import { DEFAULT_MATCH_WINDOW_MINUTES } from './match-window';
import type { ProjectRecord, ProjectSettings } from './types';

export function toProjectView(project: ProjectRecord, hosts: HostConfig) {
  const { settings, members, ...rest } = project;
  return {
    ...rest,
    ...settings,
    // Always shown: the window in force, 1440 (24 h) when the project has not set one.
    matchWindowMinutes: project.matchWindowMinutes ?? DEFAULT_MATCH_WINDOW_MINUTES,
    clickRetentionDays: retentionDaysOf(project),
    host: projectHost(project, hosts),
    members: Object.entries(members).map(([uid, role]) => ({ uid, role })),
  };
}

const NESTED = new Set(['ios', 'android', 'deepview']);

export function mergeSettings(current: ProjectSettings, patch: Record<string, unknown>): ProjectSettings {
  const next: Record<string, unknown> = { ...current };
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    if (value === null) delete next[key];
    else if (NESTED.has(key)) next[key] = stripUndefined({ ...(next[key] as object | undefined), ...(value as object) });
    else next[key] = value;
  }
  return next as ProjectSettings;
}
