// The public tournament list (spec 001 "Older tournament module", issue 36 §2): anonymous, full
// layout, only with the feature public-tournament-detail. Two views, in the address with the tab
// and the month (`?view=month&month=2026-11`, `?tab=past`): the list of upcoming or past tournaments
// as cards (one column at 375 px), sorted by date or name and paged, and the month view (a grid, on
// a phone a day-grouped agenda; one call for the month). Both filtered by name, type, level, region
// and discipline (the list also by a date range); and the calendar subscription.
import type { FieldFilter, ListQuery } from '@fedra/contract/common/list-query';
import type { PublicTournamentSummary, PublicTournamentTab } from '@fedra/contract/tournament-public';
import {
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Group,
  Pagination,
  SegmentedControl,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconFilter } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { TypedDateField } from '../../../../platform/forms/DateField';
import { DebouncedInput } from '../../../../platform/forms/DebouncedInput';
import { todayInPrague } from '../../../../platform/i18n/today';
import { usePageTitle } from '../../../../platform/routing/page-title';
import { NotFoundPage } from '../../../../platform/ui/NotFoundPage';
import { publicTournamentsQuery } from '../../api-public';
import CalendarSubscribeButton from '../../components/calendar/CalendarSubscribeButton';
import { PublicTournamentMonth } from './PublicTournamentMonth';
import { monthRange, parseMonth } from './public-month';
import { publicDetailPath, tournamentDates, useCodebook, usePublicPagesOn } from './public-shared';

const PAGE_SIZE = 24;
/** Far above a month's tournaments; the month view asks for them in one call. */
const MONTH_LIMIT = 500;
export type PublicListView = 'list' | 'month';

interface Filters {
  name: string;
  typeId: string | null;
  levelId: string | null;
  regionId: string | null;
  sportDisciplineId: string | null;
  dateFrom: string;
  dateTill: string;
}
const NO_FILTERS: Filters = {
  name: '',
  typeId: null,
  levelId: null,
  regionId: null,
  sportDisciplineId: null,
  dateFrom: '',
  dateTill: '',
};

/** The list query of the filters (the list convention's fields). */
export function publicListQuery(f: Filters, sort: string, page: number): ListQuery {
  const fields: Record<string, FieldFilter> = {};
  if (f.name.trim()) fields.name = { o: 'valuesLike', v: f.name.trim() };
  for (const key of ['typeId', 'levelId', 'regionId', 'sportDisciplineId'] as const) {
    const v = f[key];
    if (v) fields[key] = { o: 'valuesEqual', v };
  }
  if (f.dateFrom || f.dateTill) fields.dateFrom = { o: 'valueDateRange', v: { from: f.dateFrom, to: f.dateTill } };
  return { offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE, sort, fields };
}

/** The month view's query: the tournaments held in the month (begun before its end, ended after its start). */
export function publicMonthQuery(f: Filters, month: string): ListQuery {
  const { fields } = publicListQuery({ ...f, dateFrom: '', dateTill: '' }, 'dateFrom', 1);
  const { first, last } = monthRange(month);
  return {
    offset: 0,
    limit: MONTH_LIMIT,
    sort: 'dateFrom',
    fields: {
      ...fields,
      dateFrom: { o: 'valueDateRange', v: { from: '', to: last } },
      dateTill: { o: 'valueDateRange', v: { from: first, to: '' } },
    },
  };
}

export default function PublicTournamentListPage() {
  if (!usePublicPagesOn()) return <NotFoundPage />;
  return <PublicTournamentList />;
}

function PublicTournamentList() {
  const { t } = useTranslation('tournaments');
  usePageTitle(t('public.listTitle'));
  const codebook = useCodebook();
  const [search, setSearch] = useSearchParams();
  const view: PublicListView = search.get('view') === 'month' ? 'month' : 'list';
  const tab: PublicTournamentTab = search.get('tab') === 'past' ? 'past' : 'current';
  const today = todayInPrague();
  const month = parseMonth(search.get('month'), today);
  /** One change of the address (a new history entry: Back returns to the previous view or month). */
  const navigate = (patch: { view?: PublicListView; tab?: PublicTournamentTab; month?: string }) => {
    const next = { view, tab, month, ...patch };
    const params = new URLSearchParams();
    if (next.view === 'month') {
      params.set('view', 'month');
      params.set('month', next.month);
    } else if (next.tab === 'past') params.set('tab', 'past');
    setSearch(params);
  };
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [sort, setSort] = useState<'date' | 'name'>('date');
  const [page, setPage] = useState(1);
  const sortParam = sort === 'name' ? 'name' : tab === 'past' ? '-dateFrom' : 'dateFrom';
  const list = useQuery(
    view === 'month'
      ? publicTournamentsQuery('all', publicMonthQuery(filters, month))
      : publicTournamentsQuery(tab, publicListQuery(filters, sortParam, page)),
  );
  const set = (patch: Partial<Filters>) => {
    setFilters((f) => ({ ...f, ...patch }));
    setPage(1);
  };
  const select = (
    key: 'typeId' | 'levelId' | 'regionId' | 'sportDisciplineId',
    label: string,
    options: ReturnType<typeof codebook.options>,
  ) => (
    <Select
      label={label}
      data={options}
      value={filters[key]}
      onChange={(v) => set({ [key]: v })}
      clearable
      searchable
    />
  );
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / PAGE_SIZE));
  // On a phone the eight filters would push the tournaments below the fold: they open on demand.
  const wide = useMediaQuery('(min-width: 48em)', true);
  const [filtersOpen, setFiltersOpen] = useState<boolean | null>(null);
  const showFilters = filtersOpen ?? wide;
  const active = Object.values(filters).filter(Boolean).length;

  return (
    <Container size="lg" py="md" component="main">
      <Group justify="space-between" mb="md" wrap="wrap">
        <Title order={1}>{t('public.listTitle')}</Title>
        <CalendarSubscribeButton zone="public" />
      </Group>
      <Group mb="md" gap="sm">
        <SegmentedControl
          aria-label={t('public.view.label')}
          value={view}
          onChange={(v) => {
            navigate({ view: v === 'month' ? 'month' : 'list' });
            setPage(1);
          }}
          data={[
            { value: 'list', label: t('public.view.list') },
            { value: 'month', label: t('public.view.month') },
          ]}
        />
        {view === 'list' && (
          <SegmentedControl
            aria-label={t('public.tab.label')}
            value={tab}
            onChange={(v) => {
              navigate({ tab: v === 'past' ? 'past' : 'current' });
              setPage(1);
            }}
            data={[
              { value: 'current', label: t('public.tab.current') },
              { value: 'past', label: t('public.tab.past') },
            ]}
          />
        )}
        {!wide && (
          <Button
            variant="default"
            leftSection={<IconFilter size={16} aria-hidden />}
            aria-expanded={showFilters}
            aria-controls="tournament-filters"
            onClick={() => setFiltersOpen(!showFilters)}
          >
            {t('public.filter.toggle', { count: active })}
          </Button>
        )}
      </Group>
      <SimpleGrid
        cols={{ base: 1, xs: 2, md: 4 }}
        mb="md"
        spacing="sm"
        id="tournament-filters"
        hidden={!showFilters}
        style={showFilters ? undefined : { display: 'none' }}
      >
        <DebouncedInput label={t('public.filter.name')} value={filters.name} onChange={(name) => set({ name })} />
        {select('typeId', t('public.filter.type'), codebook.options('tournamentTypes'))}
        {select('levelId', t('public.filter.level'), codebook.options('tournamentLevels'))}
        {select('regionId', t('public.filter.region'), codebook.options('region'))}
        {select('sportDisciplineId', t('public.filter.discipline'), codebook.options('sportDisciplines'))}
        {/* The month view's month is its date range. */}
        {view === 'list' && (
          <>
            <TypedDateField
              label={t('public.filter.dateFrom')}
              value={filters.dateFrom}
              onChange={(dateFrom) => set({ dateFrom })}
            />
            <TypedDateField
              label={t('public.filter.dateTill')}
              value={filters.dateTill}
              onChange={(dateTill) => set({ dateTill })}
            />
            <Select
              label={t('public.filter.sort')}
              data={[
                { value: 'date', label: t('public.filter.sortDate') },
                { value: 'name', label: t('public.filter.sortName') },
              ]}
              value={sort}
              onChange={(v) => setSort(v === 'name' ? 'name' : 'date')}
              allowDeselect={false}
            />
          </>
        )}
      </SimpleGrid>
      {showFilters && (
        <Group mb="md">
          <Button variant="subtle" onClick={() => set(NO_FILTERS)} disabled={active === 0}>
            {t('public.filter.clear')}
          </Button>
        </Group>
      )}

      {list.isError && <Text role="alert">{t('public.failed')}</Text>}
      {view === 'month' ? (
        <PublicTournamentMonth
          month={month}
          today={today}
          items={list.data?.data ?? []}
          loading={list.isFetching}
          wide={wide}
          onMonth={(m) => navigate({ month: m })}
        />
      ) : (
        <>
          {list.isPending && <Skeleton h={160} />}
          {list.data?.data.length === 0 && <Text c="dimmed">{t('public.empty')}</Text>}
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-busy={list.isFetching}>
            {list.data?.data.map((item) => (
              <TournamentCard key={item.id} item={item} />
            ))}
          </SimpleGrid>
          {pages > 1 && (
            <Group justify="center" mt="lg">
              <Pagination total={pages} value={page} onChange={setPage} aria-label={t('public.pagination')} />
            </Group>
          )}
        </>
      )}
    </Container>
  );
}

function TournamentCard({ item }: { item: PublicTournamentSummary }) {
  const { t } = useTranslation('tournaments');
  const codebook = useCodebook();
  return (
    <Card withBorder component="article" aria-labelledby={`tournament-${item.id}`}>
      <Stack gap={6}>
        <Anchor component={Link} to={publicDetailPath(item.id)} fw={600} size="lg" id={`tournament-${item.id}`}>
          {item.name}
        </Anchor>
        <Text size="sm">{tournamentDates(item)}</Text>
        {(item.city || item.organizerName) && (
          <Text size="sm" c="dimmed">
            {[item.city, item.organizerName].filter(Boolean).join(' · ')}
          </Text>
        )}
        <Group gap={4}>
          {item.isCancelled && <Badge color="red">{t('public.cancelled')}</Badge>}
          {item.typeIds.map((id) => (
            <Badge key={`t${id}`} variant="light">
              {codebook.name('tournamentTypes', id)}
            </Badge>
          ))}
          {item.levelIds.map((id) => (
            <Badge key={`l${id}`} variant="outline">
              {codebook.name('tournamentLevels', id)}
            </Badge>
          ))}
        </Group>
        <Text size="sm">
          {t('public.disciplines', { count: item.disciplineCount })} ·{' '}
          {t('public.athletes', { count: item.signedAthletes })}
        </Text>
      </Stack>
    </Card>
  );
}
