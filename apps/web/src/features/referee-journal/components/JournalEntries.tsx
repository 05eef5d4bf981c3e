// A journal's entries (admin: a referee's; personal: one's own): the list with filters, sort,
// paging and export, and, as the journal's links allow, adding, editing (a dialog) and deleting
// (after a confirmation).
import type { Link } from '@fedra/contract/common/envelope';
import type { RefereeJournalEntry } from '@fedra/contract/referee-journal';
import { ActionIcon, Button, Group, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDelete, type ListFilter, ListView } from '../../../platform/forms';
import { formatDate } from '../../../platform/i18n/format';
import { deleteEntry, entriesCall, entriesKey, JOURNAL_KEY, type JournalOf, journalActions, loadEntries } from '../api';
import { useJournalCodebook } from '../use-journal-codebook';
import { EntryFormModal } from './EntryFormModal';

interface Props {
  of: JournalOf;
  /** The journal header's links: what the caller may do with its entries. */
  links: Link[] | undefined;
}

export function JournalEntries({ of, links }: Props) {
  const { t } = useTranslation('referee-journal');
  const queryClient = useQueryClient();
  const { typeOptions, typeName, groupName } = useJournalCodebook();
  const may = journalActions(links);
  // undefined: no dialog; null: a new entry.
  const [editing, setEditing] = useState<RefereeJournalEntry | null | undefined>(undefined);
  const exportCall = entriesCall(of);

  const askDelete = (entry: RefereeJournalEntry) =>
    confirmDelete({
      title: t('entries.deleteTitle'),
      name: `${entry.name} (${formatDate(entry.date)})`,
      remove: () => deleteEntry(of.zone, entry.id),
      afterwards: () => queryClient.invalidateQueries({ queryKey: JOURNAL_KEY }),
    });

  const filters: ListFilter[] = [
    { kind: 'dateRange', field: 'date', label: t('field.date') },
    { kind: 'select', field: 'typeId', label: t('field.typeId'), options: typeOptions },
    { kind: 'text', field: 'name', label: t('field.name') },
    { kind: 'text', field: 'city', label: t('field.city') },
    { kind: 'boolean', field: 'isTraining', label: t('field.isTraining') },
  ];
  const roles = (e: RefereeJournalEntry) =>
    (['isChiefReferee', 'isChiefAssistReferee', 'isLineReferee', 'isTraining'] as const)
      .filter((role) => e[role])
      .map((role) => t(`role.${role}`))
      .join(', ');

  return (
    <>
      <ListView<RefereeJournalEntry>
        queryKey={entriesKey(of)}
        load={loadEntries(of)}
        exportEndpoint={exportCall.endpoint}
        {...(exportCall.params ? { exportParams: exportCall.params } : {})}
        caption={t('entries.title')}
        defaultSort="-date"
        syncToUrl
        filters={filters}
        emptyText={t('entries.empty')}
        emptyFilteredText={t('entries.emptyFiltered')}
        minTableWidth={900}
        toolbar={
          may.create && (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing(null)}>
              {t('entries.add')}
            </Button>
          )
        }
        columns={[
          {
            key: 'date',
            title: t('field.date'),
            sortField: 'date',
            render: (e) => (
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                {formatDate(e.date)}
              </Text>
            ),
          },
          {
            key: 'name',
            title: t('field.name'),
            sortField: 'name',
            render: (e) => (
              <Text size="sm" fw={500}>
                {e.name}
                {(e.tournamentId || e.leagueMatchId) && (
                  <Text span size="xs" c="dimmed">
                    {' '}
                    ({t(e.leagueMatchId ? 'event.leagueMatch' : 'event.tournament')})
                  </Text>
                )}
              </Text>
            ),
          },
          { key: 'typeId', title: t('field.typeId'), sortField: 'typeId', render: (e) => typeName(e.typeId) },
          { key: 'city', title: t('field.city'), sortField: 'city' },
          {
            key: 'ageCategoryGroupId',
            title: t('field.ageCategoryGroupId'),
            render: (e) => groupName(e.ageCategoryGroupId),
          },
          { key: 'levelText', title: t('field.levelText') },
          { key: 'gameMain', title: t('field.gameMainShort'), align: 'right' },
          { key: 'gameServe', title: t('field.gameServeShort'), align: 'right' },
          { key: 'roles', title: t('field.roles'), render: roles },
          { key: 'note', title: t('field.note') },
          ...(may.update || may.delete
            ? [
                {
                  key: 'actions',
                  title: t('common:actions'),
                  render: (e: RefereeJournalEntry) => (
                    <Group gap={4} wrap="nowrap">
                      {may.update && (
                        <Tooltip label={t('entries.edit')}>
                          <ActionIcon
                            variant="subtle"
                            aria-label={`${t('entries.edit')}: ${e.name}`}
                            onClick={() => setEditing(e)}
                          >
                            <IconPencil size={18} aria-hidden />
                          </ActionIcon>
                        </Tooltip>
                      )}
                      {may.delete && (
                        <Tooltip label={t('entries.delete')}>
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={`${t('entries.delete')}: ${e.name}`}
                            onClick={() => askDelete(e)}
                          >
                            <IconTrash size={18} aria-hidden />
                          </ActionIcon>
                        </Tooltip>
                      )}
                    </Group>
                  ),
                },
              ]
            : []),
        ]}
      />
      {editing !== undefined && <EntryFormModal of={of} entry={editing} onClose={() => setEditing(undefined)} />}
    </>
  );
}
