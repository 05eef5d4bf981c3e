// The seasons (`seasons`, SEASON__LIST): newest first, filters and sort by the list convention,
// export; the office adds and edits a season in a dialog and deletes one after confirming (a season
// in use is refused, the server's message names what uses it).
import type { Season } from '@fedra/contract/seasons';
import { SEASON_STATES } from '@fedra/contract/seasons';
import { ActionIcon, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCanAction } from '../../../platform/access';
import { seasonsQuery } from '../../../platform/api/seasons';
import { confirmDelete, type ListColumn, type ListFilter, ListView } from '../../../platform/forms';
import { formatDate } from '../../../platform/i18n/format';
import { usePageTitle } from '../../../platform/routing/page-title';
import { deleteSeason, loadSeasons, SEASONS_KEY, SEASONS_LIST_KEY, seasonListCall } from '../api';
import { SeasonFormModal } from '../components/SeasonFormModal';
import { SeasonStateBadge } from '../components/SeasonStateBadge';
import { nextSeason } from '../components/season-form';

export default function SeasonListPage() {
  const { t } = useTranslation('seasons');
  usePageTitle(t('list.title'));
  const may = useCanAction();
  const queryClient = useQueryClient();
  const newest = useQuery({ ...seasonsQuery('admin'), enabled: may('season.create') });
  // undefined: closed; null: a new season.
  const [editing, setEditing] = useState<Season | null | undefined>(undefined);

  const askDelete = (season: Season) =>
    confirmDelete({
      title: t('list.deleteTitle'),
      name: season.name,
      note: t('list.deleteNote'),
      remove: () => deleteSeason(season.id),
      afterwards: () => queryClient.invalidateQueries({ queryKey: SEASONS_KEY }),
    });

  const filters: ListFilter[] = [
    { kind: 'text', field: 'name', label: t('field.name') },
    {
      kind: 'select',
      field: 'stateId',
      label: t('field.stateId'),
      options: SEASON_STATES.map((s) => ({ value: String(s), label: t(`state.${s}`) })),
    },
    { kind: 'dateRange', field: 'validFrom', label: t('field.validFrom') },
    { kind: 'boolean', field: 'isForRole', label: t('field.isForRole') },
    { kind: 'boolean', field: 'isForTournament', label: t('field.isForTournament') },
  ];
  const uses = (s: Season) =>
    [s.isForRole && t('use.roles'), s.isForTournament && t('use.tournaments')].filter(Boolean).join(', ') ||
    t('use.none');

  // Readers (the unit manager, the read-only commission) get no actions column.
  const actions: ListColumn<Season>[] =
    may('season.update') || may('season.delete')
      ? [
          {
            key: 'actions',
            title: t('common:actions'),
            render: (s) => (
              <Group gap={4} wrap="nowrap">
                {may('season.update') && (
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('list.edit', { name: s.name })}
                    title={t('list.edit', { name: s.name })}
                    onClick={() => setEditing(s)}
                  >
                    <IconEdit size={18} aria-hidden />
                  </ActionIcon>
                )}
                {may('season.delete') && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('list.delete', { name: s.name })}
                    title={t('list.delete', { name: s.name })}
                    onClick={() => askDelete(s)}
                  >
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                )}
              </Group>
            ),
          },
        ]
      : [];

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <Title order={1}>{t('list.title')}</Title>
        {may('season.create') && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing(null)}>
            {t('list.add')}
          </Button>
        )}
      </Group>
      <Text size="sm" c="dimmed">
        {t('list.intro')}
      </Text>
      <ListView<Season>
        queryKey={SEASONS_LIST_KEY}
        load={loadSeasons}
        exportEndpoint={seasonListCall}
        caption={t('list.title')}
        defaultSort="-validTill"
        syncToUrl
        filters={filters}
        emptyText={t('list.empty')}
        emptyFilteredText={t('list.emptyFiltered')}
        minTableWidth={620}
        columns={[
          {
            key: 'name',
            title: t('field.name'),
            sortField: 'name',
            render: (s) => <Text fw={600}>{s.name}</Text>,
          },
          {
            key: 'validFrom',
            title: t('field.validFrom'),
            sortField: 'validFrom',
            render: (s) => <Text style={{ whiteSpace: 'nowrap' }}>{formatDate(s.validFrom)}</Text>,
          },
          {
            key: 'validTill',
            title: t('field.validTill'),
            sortField: 'validTill',
            render: (s) => <Text style={{ whiteSpace: 'nowrap' }}>{formatDate(s.validTill)}</Text>,
          },
          {
            key: 'stateId',
            title: t('field.stateId'),
            sortField: 'stateId',
            render: (s) => <SeasonStateBadge stateId={s.stateId} />,
          },
          { key: 'use', title: t('field.use'), render: uses },
          ...actions,
        ]}
      />
      <SeasonFormModal
        opened={editing !== undefined}
        season={editing ?? null}
        suggested={nextSeason(newest.data?.data[0])}
        onClose={() => setEditing(undefined)}
      />
    </Stack>
  );
}
