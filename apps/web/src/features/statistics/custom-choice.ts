// The section and role type of the custom statistics, kept in the address (`?section=&role=`)
// beside the date. An id the codebook does not list (a stale link) gives way to the first item.
import type { CodebookItem } from '@fedra/contract/codebook';

export const SECTION_PARAM = 'section';
export const ROLE_PARAM = 'role';

/** Codebook items in their display order (`sortOrder` where the list has one, else id). */
export function ordered(items: Record<string, CodebookItem> | undefined): CodebookItem[] {
  const order = (item: CodebookItem) => (typeof item.sortOrder === 'number' ? item.sortOrder : item.id);
  return Object.values(items ?? {}).sort((a, b) => order(a) - order(b) || a.id - b.id);
}

/** The chosen item's id: the parameter's when the list has it, else the list's first; null for an empty list. */
export function chosenId(params: URLSearchParams, key: string, items: CodebookItem[]): number | null {
  const wanted = Number(params.get(key));
  return items.find((item) => item.id === wanted)?.id ?? items[0]?.id ?? null;
}
