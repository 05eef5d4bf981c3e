// The table form of a block's figures (also the accessible alternative to its chart): a name
// column of row headers, right-aligned number columns, an optional total line; it scrolls
// sideways inside its box on a phone, where the box takes the keyboard focus so that the keys
// scroll it too (a scrolling box nothing inside can focus is out of a keyboard user's reach).
import { Box, Table } from '@mantine/core';
import { type Key, type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface FiguresRow {
  key: Key;
  label: ReactNode;
  /** The row's figures, already formatted, one per number column. */
  values: string[];
}

export interface FiguresTableProps {
  caption: string;
  /** Title of the first column (what each row is). */
  nameColumn: string;
  columns: string[];
  rows: FiguresRow[];
  /** The total line, in bold at the foot. */
  total?: FiguresRow;
  minWidth?: number;
}

/** A box that scrolls sideways, and whether it has to (its content is wider than it). */
function useSidewaysScroll() {
  const ref = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const check = () => setScrolls(box.scrollWidth > box.clientWidth + 1);
    check();
    const observer = new ResizeObserver(check);
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  return { ref, scrolls };
}

export function FiguresTable({ caption, nameColumn, columns, rows, total, minWidth = 420 }: FiguresTableProps) {
  const { t } = useTranslation('statistics');
  const { ref, scrolls } = useSidewaysScroll();
  return (
    <Box
      ref={ref}
      style={{ overflowX: 'auto' }}
      {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-label': t('tableRegion', { title: caption }) } : {})}
    >
      <Table striped highlightOnHover aria-label={caption} miw={minWidth}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{nameColumn}</Table.Th>
            {columns.map((column) => (
              <Table.Th key={column} scope="col" ta="right">
                {column}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <FiguresLine key={row.key} row={row} />
          ))}
        </Table.Tbody>
        {total && (
          <Table.Tfoot>
            <FiguresLine row={total} strong />
          </Table.Tfoot>
        )}
      </Table>
    </Box>
  );
}

function FiguresLine({ row, strong = false }: { row: FiguresRow; strong?: boolean }) {
  const fw = strong ? 700 : 400;
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={fw}>
        {row.label}
      </Table.Th>
      {row.values.map((value, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed, the index is the column
        <Table.Td key={index} ta="right" fw={fw}>
          {value}
        </Table.Td>
      ))}
    </Table.Tr>
  );
}
