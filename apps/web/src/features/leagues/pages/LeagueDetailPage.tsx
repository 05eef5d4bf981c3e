// A league (league/detail/{id}/{tab?}, LEAGUE__DETAIL): the header with its facts (season, dates,
// state, organizer, contact, note), the office's edit and delete (asks first: everything of the
// league goes), and the tabs competitions, standings and statistics (the standings feature),
// teams (the teams feature) and attachments.
import type { League } from '@fedra/contract/leagues';
import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { hasLinks } from '../../../platform/access';
import { confirmDelete } from '../../../platform/forms';
import { formatDateRange } from '../../../platform/i18n/format';
import { useIdParam } from '../../../platform/routing/id-param';
import { usePageTitle } from '../../../platform/routing/page-title';
import { zoneHref } from '../../../platform/routing/zone';
import { NotFoundPage } from '../../../platform/ui/NotFoundPage';
import { RecordTabList } from '../../../platform/ui/RecordTabs';
import { recordGate } from '../../../platform/ui/record-gate';
import { LeagueStandingsTab, LeagueStatisticsTab } from '../../league-standings';
import { LeagueTeamsTab } from '../../league-teams';
import { deleteLeague, LEAGUE_LINK, LEAGUES_KEY, leagueQuery } from '../api';
import { CompetitionsTab } from '../components/CompetitionsTab';
import { LeagueAttachmentsTab } from '../components/LeagueAttachmentsTab';
import { LeagueFormModal } from '../components/LeagueFormModal';
import { LeagueStateBadge } from '../components/LeagueStateBadge';
import { useLeagueZone } from '../use-league-zone';

const TABS = ['competitions', 'standings', 'statistics', 'teams', 'attachments'] as const;
type Tab = (typeof TABS)[number];

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

function LeagueFacts({ league }: { league: League }) {
  const { t } = useTranslation('leagues');
  const contact = [league.contactName, league.contactPhone, league.contactEmail].filter(Boolean).join(' · ');
  return (
    <Paper withBorder p="md">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
        <Fact label={t('field.season')}>{league.seasonName}</Fact>
        <Fact label={t('field.dates')}>{formatDateRange(league.dateFrom, league.dateTill)}</Fact>
        <Fact label={t('field.organizer')}>{league.organizerName ?? '—'}</Fact>
        <Fact label={t('detail.contact')}>{contact || '—'}</Fact>
        <Fact label={t('field.competitions')}>{t('count.competitions', { count: league.competitionCount })}</Fact>
        <Fact label={t('field.teams')}>{t('count.teams', { count: league.teamCount })}</Fact>
      </SimpleGrid>
      {league.note && (
        <Text size="sm" mt="md" style={{ whiteSpace: 'pre-line' }}>
          {league.note}
        </Text>
      )}
    </Paper>
  );
}

export default function LeagueDetailPage() {
  const { t } = useTranslation('leagues');
  const zone = useLeagueZone();
  const { id, valid } = useIdParam();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const tabParam = useParams().tab ?? 'competitions';
  const query = useQuery({ ...leagueQuery(zone, id), enabled: valid });
  const [editing, setEditing] = useState(false);
  const league = query.data?.data;
  usePageTitle(league?.name ?? t('detail.title'));

  if (!valid || !(TABS as readonly string[]).includes(tabParam)) return <NotFoundPage />;
  const gate = recordGate(query, { loadError: t('detail.loadError') });
  if (gate || !league) return gate;
  const tab = tabParam as Tab;
  const links = query.data?.links ?? [];
  const listPath = zoneHref(zone, 'league/list');
  const askDelete = () =>
    confirmDelete({
      title: t('detail.deleteTitle'),
      name: league.name,
      note: t('detail.deleteNote'),
      noteEmphasis: true,
      remove: () => deleteLeague(league.id),
      afterwards: async () => {
        navigate(listPath);
        await queryClient.invalidateQueries({ queryKey: LEAGUES_KEY });
      },
    });

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={listPath} size="sm">
        ← {t('list.title')}
      </Anchor>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={6} style={{ minWidth: 0 }}>
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {league.name}
          </Title>
          <Group gap="xs">
            <LeagueStateBadge stateId={league.stateId} />
            <Text size="sm" c="dimmed">
              {formatDateRange(league.dateFrom, league.dateTill)}
            </Text>
          </Group>
        </Stack>
        <Group gap="xs">
          {hasLinks(links, LEAGUE_LINK.update) && (
            <Button variant="default" leftSection={<IconEdit size={16} aria-hidden />} onClick={() => setEditing(true)}>
              {t('detail.edit')}
            </Button>
          )}
          {hasLinks(links, LEAGUE_LINK.delete) && (
            <Button variant="default" color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={askDelete}>
              {t('detail.delete')}
            </Button>
          )}
        </Group>
      </Group>
      <LeagueFacts league={league} />
      <Tabs
        value={tab}
        keepMounted={false}
        onChange={(next) => next && navigate(zoneHref(zone, `league/detail/${id}/${next}`))}
      >
        <RecordTabList>
          {TABS.map((name) => (
            <Tabs.Tab key={name} value={name}>
              {t(`tabs.${name}`)}
              {name === 'attachments' && league.attachmentCount > 0 ? ` (${league.attachmentCount})` : ''}
            </Tabs.Tab>
          ))}
        </RecordTabList>
        <Tabs.Panel value="competitions" pt="md">
          <CompetitionsTab league={league} zone={zone} links={links} />
        </Tabs.Panel>
        <Tabs.Panel value="standings" pt="md">
          <LeagueStandingsTab leagueId={id} />
        </Tabs.Panel>
        <Tabs.Panel value="statistics" pt="md">
          <LeagueStatisticsTab leagueId={id} />
        </Tabs.Panel>
        <Tabs.Panel value="teams" pt="md">
          <LeagueTeamsTab leagueId={id} />
        </Tabs.Panel>
        <Tabs.Panel value="attachments" pt="md">
          <LeagueAttachmentsTab leagueId={id} zone={zone} links={links} />
        </Tabs.Panel>
      </Tabs>
      {zone === 'admin' && <LeagueFormModal opened={editing} league={league} onClose={() => setEditing(false)} />}
    </Stack>
  );
}
