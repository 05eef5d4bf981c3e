// The public tournament list (spec 001 "Older tournament module"): anonymous, full layout, only
// with the feature public-tournament-detail. Upcoming or past tournaments as cards (one column at
// 375 px), filtered by name, type, level, region, discipline and a date range, sorted by date or
// name, paged; and the calendar subscription.
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
  TextInput,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconFilter } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DebouncedInput } from '../../../../platform/forms/DebouncedInput';
import { usePageTitle } from '../../../../platform/routing/page-title';
import { NotFoundPage } from '../../../not-found';
import { publicTournamentsQuery } from '../../api-public';
import CalendarSubscribeButton from '../../components/calendar/CalendarSubscribeButton';
import { publicDetailPath, tournamentDates, useCodebook, usePublicPagesOn } from './public-shared';

const PAGE_SIZE = 24;

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

export default function PublicTournamentListPage() {
  if (!usePublicPagesOn()) return <NotFoundPage />;
  return <PublicTournamentList />;
}

function PublicTournamentList() {
  const { t } = useTranslation('tournaments');
  usePageTitle(t('public.listTitle'));
  const codebook = useCodebook();
  const [tab, setTab] = useState<PublicTournamentTab>('current');
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [sort, setSort] = useState<'date' | 'name'>('date');
  const [page, setPage] = useState(1);
  const sortParam = sort === 'name' ? 'name' : tab === 'past' ? '-dateFrom' : 'dateFrom';
  const list = useQuery(publicTournamentsQuery(tab, publicListQuery(filters, sortParam, page)));
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
          value={tab}
          onChange={(v) => {
            setTab(v as PublicTournamentTab);
            setPage(1);
          }}
          data={[
            { value: 'current', label: t('public.tab.current') },
            { value: 'past', label: t('public.tab.past') },
          ]}
        />
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
        <TextInput
          type="date"
          label={t('public.filter.dateFrom')}
          value={filters.dateFrom}
          onChange={(e) => set({ dateFrom: e.currentTarget.value })}
        />
        <TextInput
          type="date"
          label={t('public.filter.dateTill')}
          value={filters.dateTill}
          onChange={(e) => set({ dateTill: e.currentTarget.value })}
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
      </SimpleGrid>
      {showFilters && (
        <Group mb="md">
          <Button variant="subtle" onClick={() => set(NO_FILTERS)} disabled={active === 0}>
            {t('public.filter.clear')}
          </Button>
        </Group>
      )}

      {list.isPending && <Skeleton h={160} />}
      {list.isError && <Text role="alert">{t('public.failed')}</Text>}
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
