// The columns a user hid in a list, remembered in this browser (localStorage) per list.
import { useCallback, useMemo, useState } from 'react';

const PREFIX = 'fedra.listColumns:';

/**
 * The list's storage key: the page's address without ids (the same list in another record shares
 * it), the address prefix of a page with more than one list, and the columns' keys (language-free,
 * unlike the caption).
 */
export function columnsStorageKey(columnKeys: readonly string[], listKey?: string, prefix = ''): string {
  const path = typeof window === 'undefined' ? '' : window.location.pathname.replace(/\/\d+(?=\/|$)/g, '/:id');
  return `${PREFIX}${listKey ?? path}|${prefix}|${columnKeys.join(',')}`;
}

function read(key: string): string[] {
  try {
    const raw = window.localStorage.getItem(key);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? parsed.filter((k): k is string => typeof k === 'string') : [];
  } catch {
    return [];
  }
}

function write(key: string, hidden: readonly string[]) {
  try {
    if (hidden.length) window.localStorage.setItem(key, JSON.stringify(hidden));
    else window.localStorage.removeItem(key);
  } catch {
    // Private mode or a full storage: the choice lasts until the page is left.
  }
}

export interface ColumnVisibility {
  /** Keys of the hidden columns (never the first one). */
  hidden: ReadonlySet<string>;
  toggle: (key: string) => void;
  reset: () => void;
}

/** Hidden columns of a list; the first column cannot be hidden. */
export function useColumnVisibility(
  columnKeys: readonly string[],
  listKey?: string,
  prefix?: string,
): ColumnVisibility {
  const key = columnsStorageKey(columnKeys, listKey, prefix);
  const [state, setState] = useState(() => ({ key, hidden: read(key) }));
  // Another list (or another page with the same component): read its own choice.
  const hiddenList = state.key === key ? state.hidden : read(key);
  if (state.key !== key) setState({ key, hidden: hiddenList });
  const signature = columnKeys.join(',');
  const first = columnKeys[0];
  const hidden = useMemo(() => {
    const keys = signature.split(',');
    return new Set(hiddenList.filter((k) => k !== keys[0] && keys.includes(k)));
  }, [hiddenList, signature]);
  const toggle = useCallback(
    (column: string) => {
      if (column === first) return;
      setState((s) => {
        const next = s.hidden.includes(column) ? s.hidden.filter((k) => k !== column) : [...s.hidden, column];
        write(s.key, next);
        return { key: s.key, hidden: next };
      });
    },
    [first],
  );
  const reset = useCallback(() => {
    setState((s) => {
      write(s.key, []);
      return { key: s.key, hidden: [] };
    });
  }, []);
  return { hidden, toggle, reset };
}
