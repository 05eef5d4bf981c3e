// The rows of a list chosen for a bulk action (ListView's `selection`): row keys picked one by one,
// across pages, or every row matching the list's filter (a bulk call then sends the filter, as the
// rows of other pages are not loaded). Plain functions over the state, and a hook that holds it.
import { type Key, useCallback, useMemo, useState } from 'react';

export interface ListSelectionState {
  /** Rows picked one by one (empty while allMatching). */
  keys: ReadonlySet<Key>;
  /** Every row matching the filter, on every page. */
  allMatching: boolean;
}

export interface ListSelection<Row> {
  state: ListSelectionState;
  onChange: (next: ListSelectionState) => void;
  /** Accessible name of a row's checkbox (e.g. "Select Jana Nováková"). */
  rowLabel: (row: Row) => string;
}

export const EMPTY_SELECTION: ListSelectionState = { keys: new Set(), allMatching: false };

export function isRowSelected(state: ListSelectionState, key: Key): boolean {
  return state.allMatching || state.keys.has(key);
}

/**
 * One row checked or unchecked. Unchecking a row of "all matching" keeps the rest of the page (the
 * other pages' rows are not known by key).
 */
export function toggleRow(state: ListSelectionState, pageKeys: readonly Key[], key: Key): ListSelectionState {
  const keys = new Set(state.allMatching ? pageKeys : state.keys);
  if (isRowSelected(state, key)) keys.delete(key);
  else keys.add(key);
  return { keys, allMatching: false };
}

/** The page checkbox: checked when every row of the page is selected, mixed when some are. */
export function pageSelection(
  state: ListSelectionState,
  pageKeys: readonly Key[],
): { checked: boolean; indeterminate: boolean } {
  if (pageKeys.length === 0) return { checked: false, indeterminate: false };
  const selected = pageKeys.filter((key) => isRowSelected(state, key)).length;
  return { checked: selected === pageKeys.length, indeterminate: selected > 0 && selected < pageKeys.length };
}

/** How many rows the selection holds; "all matching" counts the list's total (0 while unknown). */
export function selectionCount(state: ListSelectionState, total: number | undefined): number {
  return state.allMatching ? (total ?? 0) : state.keys.size;
}

/** `const selection = useListSelection<Row>(rowLabel)`, then `<ListView selection={selection} />`. */
export function useListSelection<Row>(rowLabel: (row: Row) => string): ListSelection<Row> & { clear: () => void } {
  const [state, setState] = useState<ListSelectionState>(EMPTY_SELECTION);
  const clear = useCallback(() => setState(EMPTY_SELECTION), []);
  return useMemo(() => ({ state, onChange: setState, rowLabel, clear }), [state, rowLabel, clear]);
}
