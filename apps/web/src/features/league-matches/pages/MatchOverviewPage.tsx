// The matches of every league (competition-matches/{tab?}, the menu's "Utkání"): what is still to be
// played, soonest first, the results, latest first, or everything; a club manager sees the matches
// its teams play. Filters team, league, season, club (office), state and days; each row opens the
// match and its competition.
import type { ListQuery } from '@fedra/contract/common/list-query';
import { type LeagueMatchRow, MATCH_LIST_TABS, type MatchListTab } from '@fedra/contract/league-matches';
import { MATCH_STATE } from '@fedra/contract/leagues';
import { Anchor, Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { seasonsQuery } from '../../../platform/api/seasons';
import { type ListColumn, type ListFilter, ListView, type OutsideFilters } from '../../../platform/forms';
import { formatDateTime } from '../../../platform/i18n/format';
import { usePageTitle } from '../../../platform/routing/page-title';
import { useCurrentZone, zoneHref } from '../../../platform/routing/zone';
import { NotFoundPage } from '../../../platform/ui/NotFoundPage';
import { RecordTabList } from '../../../platform/ui/RecordTabs';
import { loadMatchOverview, MATCHES_KEY, matchOverviewCall } from '../api';
import { scoreText } from '../components/CompetitionDrawTab';
import { MatchStateBadge } from '../components/MatchStateBadge';

/**
 * One team's matches (a team's page links here): by the team's id, which a name filter cannot
 * tell from "BK Karlín B"; its name only to say whose matches these are.
 */
const TEAM_KEY = 'teamId';
const TEAM_NAME_KEY = 'teamName';

/** What is still to be played comes soonest first; results and everything, the latest first. */
const defaultSortOf = (tab: MatchListTab) => (tab === 'upcoming' ? 'startDate' : '-startDate');

export default function MatchOverviewPage() {
  const { t } = useTranslation('league-matches');
  const zone = useCurrentZone() === 'club' ? 'club' : 'admin';
  const title = t(`overview.title.${zone}`);
  usePageTitle(title);
  const navigate = useNavigate();
  const seasons = useQuery(seasonsQuery(zone));
  const [params, setParams] = useSearchParams();
  const param = useParams().tab ?? 'upcoming';
  if (!(MATCH_LIST_TABS as readonly string[]).includes(param)) return <NotFoundPage />;
  const tab = param as MatchListTab;
  const teamId = /^\d+$/.test(params.get(TEAM_KEY) ?? '') ? params.get(TEAM_KEY) : null;
  const teamOnly = teamId
    ? `?${new URLSearchParams({ [TEAM_KEY]: teamId, [TEAM_NAME_KEY]: params.get(TEAM_NAME_KEY) ?? '' })}`
    : '';
  const allTeams = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const key of [TEAM_KEY, TEAM_NAME_KEY, 'offset']) next.delete(key);
        return next;
      },
      { replace: true },
    );

  const outsideFilters: OutsideFilters = {
    apply: (query: ListQuery) => ({
      ...query,
      fields: {
        ...query.fields,
        tab: { o: 'valuesEqual', v: tab },
        ...(teamId ? { teamId: { o: 'valuesEqual', v: teamId } } : {}),
      },
    }),
    active: teamId !== null,
    addressKeys: [TEAM_KEY, TEAM_NAME_KEY],
    clear: allTeams,
  };
  const filters: ListFilter[] = [
    { kind: 'text', field: 'team', label: t('overview.team') },
    { kind: 'text', field: 'leagueName', label: t('overview.league') },
    {
      kind: 'select',
      field: 'seasonId',
      label: t('overview.season'),
      options: (seasons.data?.data ?? []).map((s) => ({ value: String(s.id), label: s.name })),
    },
    ...(zone === 'admin' ? [{ kind: 'text', field: 'clubName', label: t('overview.club') } as const] : []),
    {
      kind: 'select',
      field: 'stateId',
      label: t('tab.state'),
      options: Object.values(MATCH_STATE).map((s) => ({ value: String(s), label: t(`state.${s}`) })),
    },
    { kind: 'dateRange', field: 'startDate', label: t('overview.days') },
  ];

  const columns: ListColumn<LeagueMatchRow>[] = [
    {
      key: 'startDate',
      title: t('overview.start'),
      sortField: 'startDate',
      render: (r) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {r.startDate ? formatDateTime(r.startDate) : t('overview.noDate')}
        </Text>
      ),
    },
    {
      key: 'match',
      title: t('tab.matchLabel'),
      render: (r) => (
        <Anchor component={Link} to={zoneHref(zone, `league/match/${r.id}`)} fw={600}>
          {t('overview.pairing', { home: r.homeTeamName, away: r.awayTeamName })}
        </Anchor>
      ),
    },
    {
      key: 'score',
      title: t('tab.score'),
      align: 'center',
      render: (r) => (
        <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
          {scoreText(r, t('tab.hidden'))}
        </Text>
      ),
    },
    {
      key: 'leagueName',
      title: t('overview.competition'),
      sortField: 'leagueName',
      render: (r) => (
        <Stack gap={0}>
          <Anchor component={Link} to={zoneHref(zone, `league/competition/${r.competitionId}`)} size="sm">
            {r.competitionName}
          </Anchor>
          <Text size="xs" c="dimmed">
            {r.roundName
              ? t('overview.leagueNamedRound', { league: r.leagueName, round: r.roundName })
              : t('overview.leagueRound', { league: r.leagueName, round: r.roundNumber })}
          </Text>
        </Stack>
      ),
    },
    { key: 'venue', title: t('overview.venue'), render: (r) => r.venue ?? '' },
    {
      key: 'stateId',
      title: t('tab.state'),
      sortField: 'stateId',
      render: (r) => <MatchStateBadge stateId={r.stateId} />,
    },
  ];

  return (
    <Stack gap="md">
      <Title order={1}>{title}</Title>
      {teamId && (
        <Group gap="xs">
          <Text fw={600}>{t('overview.teamOnly', { name: params.get(TEAM_NAME_KEY) || teamId })}</Text>
          <Button variant="subtle" size="compact-sm" onClick={allTeams}>
            {t('overview.allTeams')}
          </Button>
        </Group>
      )}
      {/* A team's matches stay the team's on every tab. */}
      <Tabs
        value={tab}
        onChange={(next) => next && navigate(`${zoneHref(zone, `competition-matches/${next}`)}${teamOnly}`)}
      >
        <RecordTabList>
          {MATCH_LIST_TABS.map((name) => (
            <Tabs.Tab key={name} value={name}>
              {t(`overview.tab.${name}`)}
            </Tabs.Tab>
          ))}
        </RecordTabList>
      </Tabs>
      <ListView<LeagueMatchRow>
        key={tab}
        queryKey={[...MATCHES_KEY, 'overview', zone, tab]}
        load={loadMatchOverview(zone)}
        outsideFilters={outsideFilters}
        exportEndpoint={matchOverviewCall(zone)}
        caption={title}
        columns={columns}
        defaultSort={defaultSortOf(tab)}
        syncToUrl
        filters={filters}
        emptyText={t(`overview.empty.${tab}`)}
        emptyFilteredText={t('overview.emptyFiltered')}
        minTableWidth={zone === 'admin' ? 980 : 900}
      />
    </Stack>
  );
}
