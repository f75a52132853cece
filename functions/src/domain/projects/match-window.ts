// The match window: how long after a click a fingerprint answer may still name it.
// A project sets it (`matchWindowMinutes`), a link may override it; the link's value is copied
// onto the pending match when clicked, so the matcher never reads the link. Clipboard and
// install-referrer tokens keep the full 24 hours whatever the window.

/** 24 hours: the default, and the longest window a project or link may set. */
export const DEFAULT_MATCH_WINDOW_MINUTES = 1440;
export const MAX_MATCH_WINDOW_MINUTES = 1440;
export const MIN_MATCH_WINDOW_MINUTES = 1;
/** The longest window in milliseconds: how long a pending match lives, and how far back the matcher looks. */
export const MAX_MATCH_WINDOW_MS = MAX_MATCH_WINDOW_MINUTES * 60_000;

/** The window in force for one pending match: the link's (taken at the click), else the project's, else 24 h. */
export function matchWindowMinutes(pending: { matchWindowMinutes?: number }, project: { matchWindowMinutes?: number }): number {
  return pending.matchWindowMinutes ?? project.matchWindowMinutes ?? DEFAULT_MATCH_WINDOW_MINUTES;
}
