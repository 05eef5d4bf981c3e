// The national squads (representation__teams): every team with its season, discipline, age
// category, sex and squad counts; filtered, sorted and paged in SQL, exported; the office adds a
// team and opens its detail to nominate.
import { type RepresentationTeamListItem, representationEndpoints } from '@fedra/contract/representation';
import { Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useCanAction } from '../../../platform/access';
import { seasonsQuery } from '../../../platform/api/seasons';
import { type ListColumn, ListView } from '../../../platform/forms';
import { usePageTitle } from '../../../platform/routing/page-title';
import { zoneHref } from '../../../platform/routing/zone';
import { useCodebook } from '../../../platform/session/use-codebook';
import { loadTeams, REPRESENTATION_KEY } from '../api';
import { useTeamTraits } from '../components/shared';
import { TeamFormModal } from '../components/TeamFormModal';

export const teamHref = (id: number) => zoneHref('admin', `representation/teams/detail/${id}`);

export default function TeamListPage() {
  const { t } = useTranslation('representation');
  const codebook = useCodebook();
  const may = useCanAction();
  const navigate = useNavigate();
  const traits = useTeamTraits();
  usePageTitle(t('teams.title'));
  const seasons = useQuery(seasonsQuery('admin'));
  const [adding, setAdding] = useState(false);

  const columns: ListColumn<RepresentationTeamListItem>[] = [
    {
      key: 'name',
      title: t('field.name'),
      sortField: 'name',
      render: (team) => (
        <Anchor component={Link} to={teamHref(team.id)}>
          {team.name}
        </Anchor>
      ),
    },
    { key: 'season', title: t('field.season'), sortField: 'seasonId', render: (team) => team.seasonName },
    { key: 'traits', title: t('field.sportDisciplineId'), render: (team) => traits(team) },
    {
      key: 'squad',
      title: t('field.squad'),
      render: (team) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {t('count.persons', { count: team.squadCount })}
          {team.pendingCount > 0 && ` (${t('count.pending', { count: team.pendingCount })})`}
        </Text>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <Title order={1}>{t('teams.title')}</Title>
      <ListView<RepresentationTeamListItem>
        queryKey={[...REPRESENTATION_KEY, 'teams']}
        load={loadTeams}
        caption={t('teams.title')}
        exportEndpoint={representationEndpoints.teamList}
        defaultSort="-seasonId,name"
        syncToUrl
        minTableWidth={720}
        emptyText={t('teams.empty')}
        emptyFilteredText={t('teams.emptyFiltered')}
        filters={[
          { kind: 'text', field: 'name', label: t('field.name') },
          {
            kind: 'select',
            field: 'seasonId',
            label: t('field.seasonId'),
            options: (seasons.data?.data ?? []).map((s) => ({ value: String(s.id), label: s.name })),
          },
          {
            kind: 'select',
            field: 'ageCategoryId',
            label: t('field.ageCategoryId'),
            options: codebook.options('ageCategories'),
          },
          { kind: 'select', field: 'sexId', label: t('field.sexId'), options: codebook.options('sex') },
        ]}
        toolbar={
          may('representation.update') && (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
              {t('teams.add')}
            </Button>
          )
        }
        columns={columns}
      />
      {adding && (
        <TeamFormModal team={null} onClose={() => setAdding(false)} onCreated={(id) => navigate(teamHref(id))} />
      )}
    </Stack>
  );
}
