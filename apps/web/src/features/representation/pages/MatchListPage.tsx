// International matches (representation__matches): every team's matches, newest first, with their
// opponents and scores; filtered, sorted and paged in SQL, exported; the office adds, changes and
// deletes (asked first).
import { type RepresentationMatch, representationEndpoints } from '@fedra/contract/representation';
import { ActionIcon, Button, Group, Stack, Title } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCanAction } from '../../../platform/access';
import { confirmDelete, type ListColumn, ListView } from '../../../platform/forms';
import { formatDate } from '../../../platform/i18n/format';
import { usePageTitle } from '../../../platform/routing/page-title';
import { useCodebook } from '../../../platform/session/use-codebook';
import { allTeamsQuery, deleteMatch, loadMatches, REPRESENTATION_KEY } from '../api';
import { MatchFormModal } from '../components/MatchFormModal';
import { teamOptions } from '../components/shared';

export default function MatchListPage() {
  const { t } = useTranslation('representation');
  const codebook = useCodebook();
  const may = useCanAction();
  const queryClient = useQueryClient();
  usePageTitle(t('matches.title'));
  const teams = useQuery(allTeamsQuery());
  const [editing, setEditing] = useState<RepresentationMatch | 'new' | null>(null);
  const mayWrite = may('representation.update');
  const title = (m: RepresentationMatch) =>
    t('matches.vs', { team: m.teamName, opponent: codebook.name('country', m.opponentCountryId) });

  const remove = (m: RepresentationMatch) =>
    confirmDelete({
      title: t('matches.deleteTitle'),
      name: `${title(m)}, ${formatDate(m.date)}`,
      remove: () => deleteMatch(m.id),
      afterwards: () => queryClient.invalidateQueries({ queryKey: REPRESENTATION_KEY }),
    });

  const columns: ListColumn<RepresentationMatch>[] = [
    {
      key: 'date',
      title: t('field.date'),
      sortField: 'date',
      render: (m) => (
        <span style={{ whiteSpace: 'nowrap' }}>{`${formatDate(m.date)}${m.time ? ` ${m.time}` : ''}`}</span>
      ),
    },
    { key: 'team', title: t('field.team'), render: (m) => m.teamName },
    {
      key: 'opponent',
      title: t('field.opponentCountryId'),
      render: (m) => codebook.name('country', m.opponentCountryId),
    },
    { key: 'competition', title: t('field.competition'), render: (m) => m.competition ?? t('none') },
    { key: 'place', title: t('field.place'), render: (m) => m.place ?? t('none') },
    {
      key: 'score',
      title: t('field.score'),
      render: (m) => (m.scoreOwn === null ? t('matches.notPlayed') : `${m.scoreOwn}:${m.scoreOpponent}`),
    },
    ...(mayWrite
      ? [
          {
            key: 'actions',
            title: t('actions'),
            render: (m: RepresentationMatch) => (
              <Group gap={4} wrap="nowrap">
                <ActionIcon
                  variant="subtle"
                  aria-label={t('matches.edit', { name: title(m) })}
                  onClick={() => setEditing(m)}
                >
                  <IconPencil size={16} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('matches.delete', { name: title(m) })}
                  onClick={() => remove(m)}
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
      <Title order={1}>{t('matches.title')}</Title>
      <ListView<RepresentationMatch>
        queryKey={[...REPRESENTATION_KEY, 'matches']}
        load={loadMatches}
        caption={t('matches.title')}
        exportEndpoint={representationEndpoints.matchList}
        defaultSort="-date"
        syncToUrl
        minTableWidth={860}
        emptyText={t('matches.empty')}
        emptyFilteredText={t('matches.emptyFiltered')}
        filters={[
          { kind: 'select', field: 'teamId', label: t('field.teamId'), options: teamOptions(teams.data?.data ?? []) },
          {
            kind: 'select',
            field: 'opponentCountryId',
            label: t('field.opponentCountryId'),
            options: codebook.options('country'),
          },
          { kind: 'boolean', field: 'played', label: t('field.played') },
          { kind: 'dateRange', field: 'date', label: t('field.date') },
        ]}
        toolbar={
          mayWrite && (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
              {t('matches.add')}
            </Button>
          )
        }
        columns={columns}
      />
      {editing && <MatchFormModal match={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
