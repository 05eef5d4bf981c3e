// A tournament (tournament-dynamic/detail/{id}/{tab?}, TOURNAMENT_DYNAMIC__LIST): the collapsible
// summary with statute 8, the actions its links offer (edit, the workflow steps, delete), and the
// tabs disciplines and applications, results (the results feature's overview) and attachments.
import { Anchor, Group, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { formatDateRange } from '../../../platform/i18n/format';
import { loadNamespace } from '../../../platform/i18n/i18n';
import { useIdParam } from '../../../platform/routing/id-param';
import { usePageTitle } from '../../../platform/routing/page-title';
import { zoneHref } from '../../../platform/routing/zone';
import { NotFoundPage } from '../../../platform/ui/NotFoundPage';
import { RecordTabList } from '../../../platform/ui/RecordTabs';
import { recordGate } from '../../../platform/ui/record-gate';
import { loadResultsOverview } from '../../tournament-results';
import { tournamentQuery } from '../api';
import { TournamentStateBadge } from '../components/TournamentStateBadge';
import { TournamentSummary } from '../components/TournamentSummary';
import { WorkflowButtons } from '../components/WorkflowButtons';
import { useTournamentZone } from '../use-tournament-zone';

const DisciplinesTab = lazy(() => import('../components/disciplines/DisciplinesTab'));
const ApplicationsTab = lazy(() => import('../components/applications/ApplicationsTab'));
// The results tab: the results feature's overview with its texts.
const ResultsTab = lazy(() =>
  Promise.all([loadResultsOverview(), loadNamespace('tournament-results')]).then(([module]) => module),
);
const AttachmentsTab = lazy(() => import('../components/attachments/AttachmentsTab'));

const TABS = ['disciplines', 'applications', 'results', 'attachments'] as const;
type Tab = (typeof TABS)[number];

/** `routePrefix`: the module whose routes the page's links open (see TournamentListPage). */
export default function TournamentDetailPage({ routePrefix = 'tournament-dynamic' }: { routePrefix?: string } = {}) {
  const { t } = useTranslation('tournaments');
  const zone = useTournamentZone();
  const { id, valid } = useIdParam();
  const navigate = useNavigate();
  const tabParam = useParams().tab ?? 'disciplines';
  const query = useQuery({ ...tournamentQuery(zone, id), enabled: valid });
  const tournament = query.data?.data;
  usePageTitle(tournament?.name ?? t('detail.title'));

  if (!valid || !(TABS as readonly string[]).includes(tabParam)) return <NotFoundPage />;
  const gate = recordGate(query, { loadError: t('detail.loadError') });
  if (gate || !tournament) return gate;
  const tab = tabParam as Tab;
  const links = query.data?.links ?? [];
  const listPath = zoneHref(zone, `${routePrefix}/list`);

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={listPath} size="sm">
        ← {t('list.title')}
      </Anchor>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={6} style={{ minWidth: 0 }}>
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {tournament.name}
          </Title>
          <Group gap="xs">
            <TournamentStateBadge stateId={tournament.stateId} />
            <Text size="sm" c="dimmed">
              {formatDateRange(tournament.dateFrom, tournament.dateTill)}
              {tournament.timeFrom ? `, ${tournament.timeFrom}` : ''}
            </Text>
          </Group>
        </Stack>
        <WorkflowButtons tournament={tournament} links={links} />
      </Group>
      <TournamentSummary tournament={tournament} />
      <Tabs
        value={tab}
        keepMounted={false}
        onChange={(next) => next && navigate(zoneHref(zone, `${routePrefix}/detail/${id}/${next}`))}
      >
        <RecordTabList>
          {TABS.map((name) => (
            <Tabs.Tab key={name} value={name}>
              {t(`tabs.${name}`)}
              {name === 'attachments' && tournament.attachmentCount > 0 ? ` (${tournament.attachmentCount})` : ''}
            </Tabs.Tab>
          ))}
        </RecordTabList>
        <Suspense fallback={<Skeleton h={120} mt="md" />}>
          <Tabs.Panel value="disciplines" pt="md">
            <DisciplinesTab
              tournamentId={id}
              zone={zone}
              {...(routePrefix === 'tournament-dynamic' || zone === 'personal'
                ? {}
                : { competitionHref: (cid: number) => zoneHref(zone, `${routePrefix}/competition/${cid}`) })}
            />
          </Tabs.Panel>
          <Tabs.Panel value="applications" pt="md">
            <ApplicationsTab tournamentId={id} zone={zone} />
          </Tabs.Panel>
          <Tabs.Panel value="results" pt="md">
            <ResultsTab
              tournamentId={id}
              zone={zone}
              routePrefix={routePrefix === 'tournament' ? 'tournament' : undefined}
            />
          </Tabs.Panel>
          <Tabs.Panel value="attachments" pt="md">
            <AttachmentsTab tournamentId={id} zone={zone} links={links} />
          </Tabs.Panel>
        </Suspense>
      </Tabs>
    </Stack>
  );
}
