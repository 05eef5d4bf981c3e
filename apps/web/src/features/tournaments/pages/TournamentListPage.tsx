// The tournaments (tournament-dynamic/list/{tab?}, TOURNAMENT_DYNAMIC__LIST) of a zone: tabs
// current (not over yet), past and all, filters (season, type, level, region, discipline, state,
// name), sort, paging, export, the statute 8 column (missing referees and the fine). The office
// adds tournaments; the calendar subscription sits in the header.
import type { ListQuery } from '@fedra/contract/common/list-query';
import { TOURNAMENT_TABS, type TournamentListItem, type TournamentTab } from '@fedra/contract/tournaments';
import { Anchor, Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useCanAction } from '../../../platform/access';
import { seasonsQuery } from '../../../platform/api/seasons';
import { type ListFilter, ListView, type OutsideFilters } from '../../../platform/forms';
import { formatDateRange } from '../../../platform/i18n/format';
import { usePageTitle } from '../../../platform/routing/page-title';
import { zoneHref } from '../../../platform/routing/zone';
import { NotFoundPage } from '../../../platform/ui/NotFoundPage';
import { RecordTabList } from '../../../platform/ui/RecordTabs';
import { loadTournaments, tournamentListCall, tournamentsKey } from '../api';
import { TournamentStateBadge } from '../components/TournamentStateBadge';
import { formatCzk } from '../tournament-format';
import { useTournamentCodebook } from '../use-tournament-codebook';
import { useTournamentZone } from '../use-tournament-zone';

const CalendarSubscribeButton = lazy(() => import('../components/calendar/CalendarSubscribeButton'));

/** Current tournaments come soonest first; past and all, the latest first. */
const defaultSortOf = (tab: TournamentTab) => (tab === 'current' ? 'dateFrom' : '-dateFrom');

/**
 * `routePrefix`: the module whose routes the page's links open (the older module shows the same
 * list under `tournament/…`, docs/decisions.md "Season pairing and the older tournament module").
 * `title`: the heading, when it is not "Turnaje" (the older module names itself, as its menu item).
 */
export default function TournamentListPage({
  routePrefix = 'tournament-dynamic',
  title: givenTitle,
}: {
  routePrefix?: string;
  title?: string;
} = {}) {
  const { t, i18n } = useTranslation('tournaments');
  const title = givenTitle ?? t('list.title');
  usePageTitle(title);
  const zone = useTournamentZone();
  const may = useCanAction();
  const navigate = useNavigate();
  const cb = useTournamentCodebook();
  const seasons = useQuery(seasonsQuery(zone));
  const param = useParams().tab ?? 'current';
  if (!(TOURNAMENT_TABS as readonly string[]).includes(param)) return <NotFoundPage />;
  const tab = param as TournamentTab;

  const outsideFilters: OutsideFilters = {
    apply: (query: ListQuery) => ({ ...query, fields: { ...query.fields, tab: { o: 'valuesEqual', v: tab } } }),
    active: false,
  };
  const filters: ListFilter[] = [
    { kind: 'text', field: 'name', label: t('field.name') },
    {
      kind: 'select',
      field: 'seasonId',
      label: t('field.season'),
      options: (seasons.data?.data ?? []).map((s) => ({ value: String(s.id), label: s.name })),
    },
    { kind: 'select', field: 'typeId', label: t('field.type'), options: cb.typeOptions() },
    { kind: 'select', field: 'levelId', label: t('field.level'), options: cb.options('tournamentLevels') },
    { kind: 'select', field: 'regionId', label: t('field.region'), options: cb.options('region') },
    {
      kind: 'select',
      field: 'sportDisciplineId',
      label: t('field.discipline'),
      options: cb.options('sportDisciplines'),
    },
    {
      kind: 'select',
      field: 'stateId',
      label: t('field.state'),
      options: cb.options('tournamentStates').map((o) => ({ ...o, label: t(`state.${o.value}`, o.label) })),
    },
  ];
  const detailHref = (row: TournamentListItem) => zoneHref(zone, `${routePrefix}/detail/${row.id}`);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <Title order={1}>{title}</Title>
        <Group gap="sm">
          <Suspense fallback={null}>
            <CalendarSubscribeButton zone={zone} />
          </Suspense>
          {zone === 'admin' && may('tournament.dynamic.create') && (
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => navigate(zoneHref('admin', 'tournament-dynamic/create'))}
            >
              {t('list.add')}
            </Button>
          )}
        </Group>
      </Group>
      <Tabs value={tab} onChange={(next) => next && navigate(zoneHref(zone, `${routePrefix}/list/${next}`))}>
        <RecordTabList>
          {TOURNAMENT_TABS.map((name) => (
            <Tabs.Tab key={name} value={name}>
              {t(`list.tab.${name}`)}
            </Tabs.Tab>
          ))}
        </RecordTabList>
      </Tabs>
      <ListView<TournamentListItem>
        key={tab}
        queryKey={[...tournamentsKey(zone), 'list', tab]}
        load={loadTournaments(zone)}
        outsideFilters={outsideFilters}
        exportEndpoint={tournamentListCall(zone)}
        caption={title}
        defaultSort={defaultSortOf(tab)}
        syncToUrl
        filters={filters}
        emptyText={t('list.empty')}
        emptyFilteredText={t('list.emptyFiltered')}
        minTableWidth={920}
        columns={[
          {
            key: 'dateFrom',
            title: t('field.dates'),
            sortField: 'dateFrom',
            render: (row) => (
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                {formatDateRange(row.dateFrom, row.dateTill)}
              </Text>
            ),
          },
          {
            key: 'name',
            title: t('field.name'),
            sortField: 'name',
            render: (row) => (
              <Stack gap={0}>
                <Anchor component={Link} to={detailHref(row)} fw={600}>
                  {row.name}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {[row.city, row.organizerName].filter(Boolean).join(' · ')}
                </Text>
              </Stack>
            ),
          },
          {
            key: 'type',
            title: t('field.typeLevel'),
            render: (row) => <Text size="sm">{row.typeLevelPairs.map(cb.pairName).join(', ')}</Text>,
          },
          { key: 'seasonName', title: t('field.season') },
          {
            key: 'stateId',
            title: t('field.state'),
            sortField: 'stateId',
            render: (row) => <TournamentStateBadge stateId={row.stateId} />,
          },
          {
            key: 'signedAthletes',
            title: t('list.signed'),
            sortField: 'signedAthletes',
            align: 'right',
            render: (row) => `${row.statute8.athletes} / ${row.statute8.referees}`,
          },
          {
            key: 'missingReferees',
            title: t('list.statute8'),
            sortField: 'missingReferees',
            align: 'right',
            render: (row) =>
              row.statute8.missingReferees > 0 ? (
                // The count on one line, the fine under it: the column stays narrow.
                <Stack gap={0} align="flex-end">
                  <Text size="sm" c="red.9" fw={600} style={{ whiteSpace: 'nowrap' }}>
                    {t('list.missing', { count: row.statute8.missingReferees })}
                  </Text>
                  <Text size="sm" c="red.9" style={{ whiteSpace: 'nowrap' }}>
                    {formatCzk(row.statute8.fine, i18n.language)}
                  </Text>
                </Stack>
              ) : (
                <Text size="sm" c="dimmed">
                  {t('list.noMissing')}
                </Text>
              ),
          },
        ]}
      />
    </Stack>
  );
}
