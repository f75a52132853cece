// The Project screen's groups as tabs (the WAI-ARIA tabs pattern): one group shown at a time, so
// each is reached without scrolling past the others. Left and Right arrows, Home and End move
// between tabs. The chosen group is in the address (#/projects/<group>): a reload keeps it.
// On a phone the row of tabs scrolls sideways, and the chosen tab is scrolled into it.

import type { ComponentChildren } from 'preact';
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';

export const GROUPS = [
  { id: 'overview', label: 'Overview' },
  { id: 'settings', label: 'Settings' },
  { id: 'app', label: 'App identity' },
  { id: 'team', label: 'Team and keys' },
  { id: 'domain', label: 'Domain' },
  { id: 'webhooks', label: 'Webhooks' },
] as const;
export type Group = (typeof GROUPS)[number]['id'];

function groupFromHash(): Group {
  const id = /^#\/projects\/([a-z]+)/.exec(location.hash)?.[1];
  return GROUPS.find((g) => g.id === id)?.id ?? 'overview';
}

/** The chosen group, following the address (the shell's "Project" link resets it). */
export function useGroup(): [Group, (group: Group) => void] {
  const [group, setGroup] = useState<Group>(groupFromHash);
  useEffect(() => {
    const follow = () => setGroup(groupFromHash());
    addEventListener('hashchange', follow);
    return () => removeEventListener('hashchange', follow);
  }, []);
  // Replaced, not pushed: Back leaves the screen instead of stepping through every tab seen.
  const choose = (next: Group) => {
    setGroup(next);
    history.replaceState(history.state, '', `#/projects/${next}`);
  };
  return [group, choose];
}

const KEYS: Record<string, (at: number, count: number) => number> = {
  ArrowRight: (at, count) => (at + 1) % count,
  ArrowLeft: (at, count) => (at - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

// Room left beside a tab scrolled into sight: the shade at the row's edge stays off its words.
const EDGE = 24;

export function GroupTabs({ group, onGroup }: { group: Group; onGroup: (group: Group) => void }) {
  const list = useRef<HTMLDivElement>(null);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  // The chosen tab in sight (a reload on #/projects/webhooks, a phone turned upright): the row
  // scrolls, never the page, as scrollIntoView would. A tab at an end takes the row to that end.
  useLayoutEffect(() => {
    const at = GROUPS.findIndex((g) => g.id === group);
    const row = list.current;
    const tab = tabs.current[at];
    if (!row || !tab) return;
    const reveal = () => {
      const box = row.getBoundingClientRect();
      const { left, right } = tab.getBoundingClientRect();
      if (at === 0) row.scrollLeft = 0;
      else if (at === GROUPS.length - 1) row.scrollLeft = row.scrollWidth;
      else if (left < box.left + EDGE) row.scrollLeft -= box.left + EDGE - left;
      else if (right > box.right - EDGE) row.scrollLeft += right - (box.right - EDGE);
    };
    reveal();
    const resized = new ResizeObserver(reveal);
    resized.observe(row);
    return () => resized.disconnect();
  }, [group]);
  const onKeyDown = (event: KeyboardEvent) => {
    const move = KEYS[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(
      GROUPS.findIndex((g) => g.id === group),
      GROUPS.length,
    );
    onGroup(GROUPS[next]!.id);
    tabs.current[next]?.focus();
  };
  return (
    <div role="tablist" aria-label="Project sections" class="group-tabs" ref={list} onKeyDown={onKeyDown}>
      {GROUPS.map((g, i) => (
        // Only the chosen tab is in the Tab order; the arrows reach the others.
        <button
          key={g.id}
          type="button"
          role="tab"
          id={`tab-${g.id}`}
          aria-controls={`panel-${g.id}`}
          aria-selected={g.id === group}
          tabIndex={g.id === group ? 0 : -1}
          ref={(el) => {
            tabs.current[i] = el;
          }}
          onClick={() => onGroup(g.id)}
        >
          {g.label}
        </button>
      ))}
    </div>
  );
}

/** Every group stays mounted while hidden: a key shown once or a form half filled survives a tab change. */
export function GroupPanel({ id, group, children }: { id: Group; group: Group; children: ComponentChildren }) {
  return (
    <div role="tabpanel" id={`panel-${id}`} aria-labelledby={`tab-${id}`} tabIndex={0} hidden={id !== group} class="group-panel">
      {children}
    </div>
  );
}
