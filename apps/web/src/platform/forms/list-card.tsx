// A table's row as a card on a phone, for the generic list (ListView) and the small tables of a
// detail (platform/ui/SimpleTable): the first column is the card's heading, the others
// "title: value" under it. The table stays a table; list-view.css lays it out as cards.
import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import './list-view.css';

/** Phones: narrower than 600 px. */
export const LIST_PHONE_QUERY = '(max-width: 599.98px)';

/** Whether a cell shows nothing: no value, or a render that gave none (`cond && <X />`). */
export function isEmptyCell(value: ReactNode): boolean {
  return value === null || value === undefined || value === '' || value === false;
}

export function hasTitle(title: ReactNode): boolean {
  return title !== '' && title !== null && title !== undefined && title !== false;
}

/** One cell of a card: the heading (the first column), or its column's title over its value. */
export function CardCell({ title, heading, children }: { title: ReactNode; heading: boolean; children: ReactNode }) {
  const labelled = !heading && hasTitle(title);
  return (
    <Table.Td data-card-heading={heading || undefined} data-card-unlabelled={!labelled || undefined}>
      {labelled && <span className="fedra-list-card-label">{title}</span>}
      {/* A label over nothing reads as a fault: an empty value is a dash, as in the details. */}
      <div>{labelled && isEmptyCell(children) ? '–' : children}</div>
    </Table.Td>
  );
}
