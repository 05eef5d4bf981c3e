// "Sloupce": a menu of checkboxes hiding and showing a list's columns (the first one stays).
import { ActionIcon, Menu } from '@mantine/core';
import { IconColumns3 } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColumnVisibility } from './list-columns';

export interface ChooserColumn {
  key: string;
  title: ReactNode;
}

/** Columns without a title (row actions) are not offered: they always show. */
export function ListColumnChooser({ columns, visibility }: { columns: ChooserColumn[]; visibility: ColumnVisibility }) {
  const { t } = useTranslation('forms');
  const offered = columns.filter((c, i) => i === 0 || (c.title !== '' && c.title !== null && c.title !== undefined));
  // Only the first column (which always shows): nothing to choose.
  if (offered.length < 2) return null;
  return (
    // No focus placeholder: a focusable child without a role is not allowed in a menu (axe). The
    // menu opens with the focus on the first column that can be hidden instead (`data-autofocus`,
    // taken by the menu's focus trap): without it the trap picks the disabled first item, a browser
    // refuses that focus, and the keyboard stays on the button (no arrows, no Escape, no toggling).
    <Menu
      position="bottom-end"
      closeOnItemClick={false}
      withinPortal
      withInitialFocusPlaceholder={false}
      hideDetached={false}
      returnFocus
    >
      <Menu.Target>
        <ActionIcon variant="subtle" aria-label={t('list.columns.button')} title={t('list.columns.button')}>
          <IconColumns3 size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown data-list-columns>
        <Menu.Label>{t('list.columns.title')}</Menu.Label>
        {offered.map((c, i) => (
          <Menu.CheckboxItem
            key={c.key}
            checked={!visibility.hidden.has(c.key)}
            // The first column names the row: it cannot be hidden.
            disabled={i === 0}
            data-autofocus={i === 1 || undefined}
            onChange={() => visibility.toggle(c.key)}
          >
            {c.title}
          </Menu.CheckboxItem>
        ))}
        {visibility.hidden.size > 0 && (
          <>
            <Menu.Divider />
            <Menu.Item onClick={visibility.reset}>{t('list.columns.showAll')}</Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
