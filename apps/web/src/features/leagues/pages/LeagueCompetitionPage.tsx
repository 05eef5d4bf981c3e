// A competition of a league (league/competition/{id}/{tab?}, LEAGUE__DETAIL): the header with a
// link to its league, its facts (system, the match rules, dates, the application window), the link
// to its rounds, the office's edit and delete (asks first), and the tabs table (standings) and draw
// (the matches feature), statistics (standings feature), teams (teams feature) and the league's
// attachments.
import type { LeagueCompetition } from '@fedra/contract/leagues';
import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconCalendarEvent, IconEdit, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { hasLinks } from '../../../platform/access';
import { confirmDelete } from '../../../platform/forms';
import { formatDate, formatDateRange } from '../../../platform/i18n/format';
import { useIdParam } from '../../../platform/routing/id-param';
import { usePageTitle } from '../../../platform/routing/page-title';
import { zoneHref } from '../../../platform/routing/zone';
import { NotFoundPage } from '../../../platform/ui/NotFoundPage';
import { RecordTabList } from '../../../platform/ui/RecordTabs';
import { recordGate } from '../../../platform/ui/record-gate';
import { CompetitionDrawTab } from '../../league-matches';
import { CompetitionStatisticsTab, CompetitionTableTab } from '../../league-standings';
import { CompetitionTeamsTab } from '../../league-teams';
import { deleteCompetition, LEAGUE_LINK, LEAGUES_KEY, leagueCompetitionQuery, leagueQuery } from '../api';
import { CompetitionFormModal } from '../components/CompetitionFormModal';
import { LeagueAttachmentsTab } from '../components/LeagueAttachmentsTab';
import { useLeagueCodebook } from '../use-league-codebook';
import { useLeagueZone } from '../use-league-zone';

const TABS = ['standings', 'matches', 'statistics', 'teams', 'attachments'] as const;
type Tab = (typeof TABS)[number];
const TAB_LABEL: Record<Tab, string> = {
  standings: 'tabs.table',
  matches: 'tabs.matches',
  statistics: 'tabs.statistics',
  teams: 'tabs.teams',
  attachments: 'tabs.attachments',
};

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

function CompetitionFacts({ c }: { c: LeagueCompetition }) {
  const { t } = useTranslation('leagues');
  const cb = useLeagueCodebook();
  const setMax = c.setMax ?? 3;
  const rules = [
    t('competition.gameRule', { count: c.gamePerMatch ?? 1 }),
    t('competition.setRule', { wins: Math.floor(setMax / 2) + 1, max: setMax }),
    c.isDraw ? t('competition.drawAllowed') : t('competition.drawNotAllowed'),
    (c.roundCount ?? 1) === 2 ? t('competition.cycles2') : t('competition.cycles1'),
  ].join(' · ');
  const windowText =
    c.openForParticipants || c.closeForParticipants
      ? `${formatDate(c.openForParticipants) || '…'} – ${formatDate(c.closeForParticipants) || '…'} (${
          c.isOpenForParticipants ? t('competition.windowOpen') : t('competition.windowClosed')
        })`
      : '—';
  return (
    <Paper withBorder p="md">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
        <Fact label={t('competition.system')}>
          {[
            cb.name('tournamentSystems', c.systemId),
            c.stateId ? cb.name('tournamentCompetitionStates', c.stateId) : '',
          ]
            .filter(Boolean)
            .join(' · ') || '—'}
        </Fact>
        <Fact label={t('competition.rules')}>{rules}</Fact>
        <Fact label={t('competition.dates')}>
          {c.dateFrom || c.dateTill ? formatDateRange(c.dateFrom, c.dateTill) : '—'}
        </Fact>
        <Fact label={t('competition.window')}>{windowText}</Fact>
        <Fact label={t('field.teams')}>{t('count.teams', { count: c.teamCount })}</Fact>
        {c.ageCategoryGroupId != null && (
          <Fact label={t('competitionField.ageCategoryGroupId')}>
            {cb.name('ageCategoryGroups', c.ageCategoryGroupId)}
          </Fact>
        )}
      </SimpleGrid>
    </Paper>
  );
}

export default function LeagueCompetitionPage() {
  const { t } = useTranslation('leagues');
  const zone = useLeagueZone();
  const { id, valid } = useIdParam();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const tabParam = useParams().tab ?? 'standings';
  const query = useQuery({ ...leagueCompetitionQuery(zone, id), enabled: valid });
  const competition = query.data?.data;
  // The league's links: whether the caller may add or delete its attachments.
  const league = useQuery({ ...leagueQuery(zone, competition?.leagueId ?? 0), enabled: competition !== undefined });
  const [editing, setEditing] = useState(false);
  usePageTitle(competition ? `${competition.name} – ${competition.leagueName}` : t('competition.title'));

  if (!valid || !(TABS as readonly string[]).includes(tabParam)) return <NotFoundPage />;
  const gate = recordGate(query, { loadError: t('competition.loadError') });
  if (gate || !competition) return gate;
  const tab = tabParam as Tab;
  const links = query.data?.links ?? [];
  const leaguePath = zoneHref(zone, `league/detail/${competition.leagueId}`);
  const askDelete = () =>
    confirmDelete({
      title: t('competition.deleteTitle'),
      name: competition.name,
      note: t('competition.deleteNote'),
      noteEmphasis: competition.teamCount > 0 || competition.matchCount > 0,
      remove: () => deleteCompetition(competition.id),
      removeWithResults: () => deleteCompetition(competition.id, true),
      afterwards: async () => {
        navigate(leaguePath);
        await queryClient.invalidateQueries({ queryKey: LEAGUES_KEY });
      },
    });

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={leaguePath} size="sm">
        ← {t('competition.league')}: {competition.leagueName}
      </Anchor>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {competition.name}
          </Title>
        </Stack>
        <Group gap="xs">
          <Button
            component={Link}
            to={zoneHref(zone, `league/competition/${competition.id}/rounds`)}
            variant="light"
            leftSection={<IconCalendarEvent size={16} aria-hidden />}
          >
            {t('competition.rounds')}
          </Button>
          {hasLinks(links, LEAGUE_LINK.competitionUpdate) && (
            <Button variant="default" leftSection={<IconEdit size={16} aria-hidden />} onClick={() => setEditing(true)}>
              {t('competition.edit')}
            </Button>
          )}
          {hasLinks(links, LEAGUE_LINK.competitionDelete) && (
            <Button variant="default" color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={askDelete}>
              {t('competition.delete')}
            </Button>
          )}
        </Group>
      </Group>
      <CompetitionFacts c={competition} />
      <Tabs
        value={tab}
        keepMounted={false}
        onChange={(next) => next && navigate(zoneHref(zone, `league/competition/${id}/${next}`))}
      >
        <RecordTabList>
          {TABS.map((name) => (
            <Tabs.Tab key={name} value={name}>
              {t(TAB_LABEL[name])}
            </Tabs.Tab>
          ))}
        </RecordTabList>
        <Tabs.Panel value="standings" pt="md">
          <CompetitionTableTab competitionId={id} leagueId={competition.leagueId} />
        </Tabs.Panel>
        <Tabs.Panel value="matches" pt="md">
          <CompetitionDrawTab competitionId={id} leagueId={competition.leagueId} />
        </Tabs.Panel>
        <Tabs.Panel value="statistics" pt="md">
          <CompetitionStatisticsTab competitionId={id} leagueId={competition.leagueId} />
        </Tabs.Panel>
        <Tabs.Panel value="teams" pt="md">
          <CompetitionTeamsTab competitionId={id} leagueId={competition.leagueId} />
        </Tabs.Panel>
        <Tabs.Panel value="attachments" pt="md">
          <LeagueAttachmentsTab leagueId={competition.leagueId} zone={zone} links={league.data?.links ?? []} />
        </Tabs.Panel>
      </Tabs>
      {zone === 'admin' && (
        <CompetitionFormModal
          opened={editing}
          leagueId={competition.leagueId}
          competition={competition}
          onClose={() => setEditing(false)}
        />
      )}
    </Stack>
  );
}
