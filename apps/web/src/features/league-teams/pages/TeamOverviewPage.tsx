// The teams of every league (competition-teams, the menu's "Družstva"): the office finds a team or a
// club's teams without opening each league; a club manager sees its own teams in all leagues. Each
// row leads to the team and its league; filters name, league, season, club (office), state.
import type { LeagueTeamOverviewRow } from '@fedra/contract/league-teams';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { seasonsQuery } from '../../../platform/api/seasons';
import { type ListColumn, type ListFilter, ListView } from '../../../platform/forms';
import { usePageTitle } from '../../../platform/routing/page-title';
import { useCurrentZone, zoneHref } from '../../../platform/routing/zone';
import { loadTeamOverview, TEAMS_KEY, teamOverviewCall } from '../api';
import { TeamCompetitions, TeamNameLink, TeamStateBadge } from '../components/team-cells';
import { useTeamCodebook } from '../use-league-zone';

export default function TeamOverviewPage() {
  const { t } = useTranslation('league-teams');
  const zone = useCurrentZone() === 'club' ? 'club' : 'admin';
  const title = t(`overview.title.${zone}`);
  usePageTitle(title);
  const { options } = useTeamCodebook();
  const seasons = useQuery(seasonsQuery(zone));

  const filters: ListFilter[] = [
    { kind: 'text', field: 'name', label: t('field.name') },
    { kind: 'text', field: 'leagueName', label: t('overview.league') },
    {
      kind: 'select',
      field: 'seasonId',
      label: t('overview.season'),
      options: (seasons.data?.data ?? []).map((s) => ({ value: String(s.id), label: s.name })),
    },
    ...(zone === 'admin' ? [{ kind: 'text', field: 'clubName', label: t('field.club') } as const] : []),
    { kind: 'select', field: 'stateId', label: t('field.state'), options: options('tournamentTeamStates') },
  ];

  const columns: ListColumn<LeagueTeamOverviewRow>[] = [
    {
      key: 'name',
      title: t('field.name'),
      sortField: 'name',
      render: (r) => <TeamNameLink zone={zone} id={r.id} name={r.name} />,
    },
    {
      key: 'leagueName',
      title: t('overview.league'),
      sortField: 'leagueName',
      render: (r) => (
        <Stack gap={0}>
          <Anchor component={Link} to={zoneHref(zone, `league/detail/${r.leagueId}`)}>
            {r.leagueName}
          </Anchor>
          <Text size="xs" c="dimmed">
            {r.seasonName}
          </Text>
        </Stack>
      ),
    },
    ...(zone === 'admin' ? [{ key: 'clubName', title: t('field.club'), sortField: 'clubName' }] : []),
    {
      key: 'stateId',
      title: t('field.state'),
      sortField: 'stateId',
      render: (r) => <TeamStateBadge stateId={r.stateId} />,
    },
    {
      key: 'competitions',
      title: t('field.competitions'),
      render: (r) => <TeamCompetitions competitions={r.competitions} />,
    },
  ];

  return (
    <Stack gap="md">
      <Title order={1}>{title}</Title>
      <ListView<LeagueTeamOverviewRow>
        queryKey={[...TEAMS_KEY, 'overview', zone]}
        load={loadTeamOverview(zone)}
        exportEndpoint={teamOverviewCall(zone)}
        caption={title}
        columns={columns}
        defaultSort="name"
        syncToUrl
        filters={filters}
        emptyText={t(`overview.empty.${zone}`)}
        emptyFilteredText={t('overview.emptyFiltered')}
        minTableWidth={zone === 'admin' ? 860 : 680}
      />
    </Stack>
  );
}
