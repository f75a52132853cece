// Which clicks a run raises link.clicked for: those made in [from, to), where `to`
// stays `lagMs` behind now, so every click stamped before it has been written (a visit's click
// is written before its answer, within the redirect function's 30 s timeout), and at most
// `maxMs` past `from`, so one run's work is bounded; the next run starts at `to`.

export interface ClickWindow {
  from: string;
  to: string;
}

export function nextClickWindow(from: string, now: Date, lagMs: number, maxMs: number): ClickWindow | null {
  const start = Date.parse(from);
  const end = Math.min(now.getTime() - lagMs, start + maxMs);
  return end > start ? { from, to: new Date(end).toISOString() } : null;
}

/** Event ids of link.clicked follow the click: a click raised twice (a run that died before it moved on) is one event to receivers. */
export const clickEventId = (clickId: string) => `evt_click_${clickId}`;
