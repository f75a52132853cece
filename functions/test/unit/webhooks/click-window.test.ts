import { clickEventId, nextClickWindow } from '../../../src/domain/webhooks/click-window';

describe('nextClickWindow: which clicks one step raises link.clicked for', () => {
  const from = '2026-11-25T10:00:00.000Z';
  const at = (iso: string) => new Date(iso);

  it('ends lagMs behind now, when that is within maxMs of from', () => {
    expect(nextClickWindow(from, at('2026-11-25T10:00:50.000Z'), 40_000, 60_000)).toEqual({ from, to: '2026-11-25T10:00:10.000Z' });
  });

  it('ends maxMs after from when now - lag is further', () => {
    expect(nextClickWindow(from, at('2026-11-25T11:00:00.000Z'), 40_000, 60_000)).toEqual({ from, to: '2026-11-25T10:01:00.000Z' });
    // exactly at the bound: both agree
    expect(nextClickWindow(from, at('2026-11-25T10:01:40.000Z'), 40_000, 60_000)).toEqual({ from, to: '2026-11-25T10:01:00.000Z' });
  });

  it('is null until now - lag is past from (an empty window is no step)', () => {
    expect(nextClickWindow(from, at('2026-11-25T10:00:40.000Z'), 40_000, 60_000)).toBeNull();
    expect(nextClickWindow(from, at('2026-11-25T10:00:39.000Z'), 40_000, 60_000)).toBeNull();
    expect(nextClickWindow(from, at('2026-11-25T10:00:40.001Z'), 40_000, 60_000)).toEqual({ from, to: '2026-11-25T10:00:00.001Z' });
  });

  it('names the event after its click, so a click raised twice is one event', () => {
    expect(clickEventId('c1')).toBe('evt_click_c1');
  });
});
