// The tabs of a record (a person, a club, the own profile), which have many: the open tab lives in
// the address (`?tab=history`), so that a reload, a link or the phone opened afresh shows the same
// tab; and on a phone, where the row of tabs scrolls sideways, its edges fade where more tabs lie
// beyond, since a row cut exactly between two tabs looks whole.
import { Tabs, type TabsListProps } from '@mantine/core';
import { type ReactNode, useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

const TAB_PARAM = 'tab';
/** The width of the fade at an edge of a scrolling row (app.css, `.fedra-record-tabs`). */
const FADE_PX = 40;

interface RecordTabsProps {
  /** The record's tabs, in order: an address naming another opens the first. */
  tabs: readonly string[];
  children: ReactNode;
}

/** Mantine's tabs whose open tab is the address's `tab` parameter (the first tab if none or unknown). */
export function RecordTabs({ tabs, children }: RecordTabsProps) {
  const [params, setParams] = useSearchParams();
  const asked = params.get(TAB_PARAM);
  const value = asked && tabs.includes(asked) ? asked : (tabs[0] ?? null);
  const open = useCallback(
    (next: string | null) => {
      if (!next) return;
      setParams(
        (current) => {
          const changed = new URLSearchParams(current);
          if (next === tabs[0]) changed.delete(TAB_PARAM);
          else changed.set(TAB_PARAM, next);
          return changed;
        },
        // Switching tabs is looking around one record, not a step Back should undo.
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams, tabs],
  );
  return (
    <Tabs value={value} onChange={open} keepMounted={false}>
      {children}
    </Tabs>
  );
}

/**
 * The row of a record's (or any page's) tabs: one row that scrolls sideways on a phone, fading at an
 * edge with more tabs beyond it (`data-more-before`/`data-more-after`, see app.css), the open tab
 * scrolled into view. Wrapped, a row of tabs read as two rows with the open tab's line on one.
 */
export function RecordTabList(props: Omit<TabsListProps, 'className'>) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const row = ref.current;
    if (!row) return;
    const mark = () => {
      row.toggleAttribute('data-more-before', row.scrollLeft > 1);
      row.toggleAttribute('data-more-after', row.scrollLeft + row.clientWidth < row.scrollWidth - 1);
    };
    // A tab beyond an edge is scrolled clear of the edge's fade: sideways only, not the page.
    const reveal = (tab: Element | null) => {
      if (!tab) return;
      const edges = row.getBoundingClientRect();
      const box = tab.getBoundingClientRect();
      if (box.right > edges.right - FADE_PX) row.scrollLeft += box.right - edges.right + FADE_PX;
      else if (box.left < edges.left + FADE_PX) row.scrollLeft -= edges.left - box.left + FADE_PX;
    };
    // The tab the address opened, and each tab the arrow keys move to (Mantine does not scroll it).
    reveal(row.querySelector('[data-active]'));
    const onFocus = (event: FocusEvent) => reveal(event.target as Element);
    row.addEventListener('focusin', onFocus);
    mark();
    row.addEventListener('scroll', mark, { passive: true });
    // The row's width, and its tabs' (a count arriving in a label), move the edges too.
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(mark);
    for (const element of [row, ...Array.from(row.children)]) resized?.observe(element);
    return () => {
      row.removeEventListener('focusin', onFocus);
      row.removeEventListener('scroll', mark);
      resized?.disconnect();
    };
  }, []);
  return <Tabs.List ref={ref} className="fedra-record-tabs" {...props} />;
}
