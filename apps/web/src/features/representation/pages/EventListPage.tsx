// National team events (representation__events): camps and tournaments abroad of every team,
// newest first; filtered, sorted and paged in SQL, exported; the office adds, changes and deletes
// (asked first).
import { type RepresentationEventListItem, representationEndpoints } from '@fedra/contract/representation';
import { ActionIcon, Button, Group, Stack, Title } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCanAction } from '../../../platform/access';
import { confirmDelete, type ListColumn, ListView } from '../../../platform/forms';
import { formatDateRange } from '../../../platform/i18n/format';
import { notifyError } from '../../../platform/notifications';
import { usePageTitle } from '../../../platform/routing/page-title';
import { useCodebook } from '../../../platform/session/use-codebook';
import { allTeamsQuery, deleteEvent, eventQuery, loadEvents, REPRESENTATION_KEY } from '../api';
import { EventFormModal } from '../components/EventFormModal';
import { teamOptions } from '../components/shared';

type Editing = Parameters<typeof EventFormModal>[0]['event'] | 'new' | null;

export default function EventListPage() {
  const { t } = useTranslation('representation');
  const codebook = useCodebook();
  const may = useCanAction();
  const queryClient = useQueryClient();
  usePageTitle(t('events.title'));
  const teams = useQuery(allTeamsQuery());
  const [editing, setEditing] = useState<Editing>(null);
  const mayWrite = may('representation.update');

  const edit = async (e: RepresentationEventListItem) => {
    try {
      setEditing((await queryClient.fetchQuery(eventQuery(e.id))).data);
    } catch (err) {
      notifyError(err);
    }
  };
  const remove = (e: RepresentationEventListItem) =>
    confirmDelete({
      title: t('events.deleteTitle'),
      name: e.name,
      remove: () => deleteEvent(e.id),
      afterwards: () => queryClient.invalidateQueries({ queryKey: REPRESENTATION_KEY }),
    });

  const columns: ListColumn<RepresentationEventListItem>[] = [
    { key: 'name', title: t('field.name'), sortField: 'name' },
    { key: 'team', title: t('field.team'), render: (e) => e.teamName },
    { key: 'kind', title: t('field.kind'), render: (e) => t(`kind.${e.kind}`) },
    {
      key: 'dates',
      title: t('field.dates'),
      sortField: 'dateFrom',
      render: (e) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateRange(e.dateFrom, e.dateTill)}</span>,
    },
    {
      key: 'place',
      title: t('field.place'),
      render: (e) =>
        [e.place, e.countryId ? codebook.name('country', e.countryId) : null].filter(Boolean).join(', ') || t('none'),
    },
    { key: 'participants', title: t('field.participants'), align: 'right', render: (e) => e.participantCount },
    ...(mayWrite
      ? [
          {
            key: 'actions',
            title: t('actions'),
            render: (e: RepresentationEventListItem) => (
              <Group gap={4} wrap="nowrap">
                <ActionIcon
                  variant="subtle"
                  aria-label={t('events.edit', { name: e.name })}
                  onClick={() => void edit(e)}
                >
                  <IconPencil size={16} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('events.delete', { name: e.name })}
                  onClick={() => remove(e)}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
            ),
          },
        ]
      : []),
  ];

  return (
    <Stack gap="md">
      <Title order={1}>{t('events.title')}</Title>
      <ListView<RepresentationEventListItem>
        queryKey={[...REPRESENTATION_KEY, 'events']}
        load={loadEvents}
        caption={t('events.title')}
        exportEndpoint={representationEndpoints.eventList}
        defaultSort="-dateFrom"
        syncToUrl
        minTableWidth={860}
        emptyText={t('events.empty')}
        emptyFilteredText={t('events.emptyFiltered')}
        filters={[
          { kind: 'text', field: 'name', label: t('field.name') },
          { kind: 'select', field: 'teamId', label: t('field.teamId'), options: teamOptions(teams.data?.data ?? []) },
          {
            kind: 'select',
            field: 'kind',
            label: t('field.kind'),
            options: ['camp', 'tournament', 'other'].map((k) => ({ value: k, label: t(`kind.${k}`) })),
          },
          { kind: 'boolean', field: 'upcoming', label: t('field.upcoming') },
          { kind: 'dateRange', field: 'dateFrom', label: t('field.dateFrom') },
        ]}
        toolbar={
          mayWrite && (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
              {t('events.add')}
            </Button>
          )
        }
        columns={columns}
      />
      {editing && <EventFormModal event={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
