// A small read-only table of a detail tab (roles, contributions, matches): a header, one row per
// item; on a phone each row a card, as the lists show them (platform/forms/list-card), where the
// table scrolled sideways and hid its last columns (an order's prices, a contribution's payment).
// An empty tab says so instead.
import { Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Key, ReactNode } from 'react';
import { CardCell, LIST_PHONE_QUERY } from '../forms/list-card';

export interface SimpleColumn<Row> {
  title: string;
  render: (row: Row) => ReactNode;
}

export function SimpleTable<Row>({
  rows,
  columns,
  rowKey,
  empty,
  labelledBy,
}: {
  rows: Row[];
  columns: SimpleColumn<Row>[];
  /** A row's key; the row's place serves for rows without an id of their own (sign-ins). */
  rowKey: (row: Row, place: number) => Key;
  empty: string;
  /** The id of the heading that names the table. */
  labelledBy?: string;
}) {
  const phone = useMediaQuery(LIST_PHONE_QUERY, false, { getInitialValueInEffect: false }) ?? false;
  if (rows.length === 0) return <Text c="dimmed">{empty}</Text>;
  return (
    <Table.ScrollContainer minWidth={phone ? 0 : 560}>
      <Table
        striped={!phone}
        className="fedra-list-table"
        data-layout={phone ? 'cards' : 'table'}
        aria-labelledby={labelledBy}
      >
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th key={c.title}>{c.title}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, place) => (
            <Table.Tr key={rowKey(row, place)}>
              {columns.map((c, index) =>
                phone ? (
                  <CardCell key={c.title} title={c.title} heading={index === 0}>
                    {c.render(row)}
                  </CardCell>
                ) : (
                  <Table.Td key={c.title}>{c.render(row)}</Table.Td>
                ),
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
