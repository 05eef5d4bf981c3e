// A small read-only table of a detail tab (roles, contributions, matches): a header, one row per
// item, scrolling sideways on a phone (its scrollbar shown: app/theme.ts); an empty tab says so instead.
import { Table, Text } from '@mantine/core';
import type { Key, ReactNode } from 'react';

export interface SimpleColumn<Row> {
  title: string;
  render: (row: Row) => ReactNode;
}

export function SimpleTable<Row>({
  rows,
  columns,
  rowKey,
  empty,
}: {
  rows: Row[];
  columns: SimpleColumn<Row>[];
  rowKey: (row: Row) => Key;
  empty: string;
}) {
  if (rows.length === 0) return <Text c="dimmed">{empty}</Text>;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th key={c.title}>{c.title}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)}>
              {columns.map((c) => (
                <Table.Td key={c.title}>{c.render(row)}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
