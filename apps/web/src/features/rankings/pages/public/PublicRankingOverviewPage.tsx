// The public rankings (issue 36; ranking/public-overview): anonymous, in the public frame. Opens on
// the most recently dated ranking as the internal overview does; the discipline, age category
// group, sex and date are pickers whose choices are in the address (shareable), with a name search
// and pages of 50. Each person links to the player page. One call (GET /api/public-zone/rankings).
import type { PublicRankingEntry, PublicRankingKey } from '@fedra/contract/rankings';
import {
  Alert,
  Anchor,
  Container,
  Group,
  Pagination,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { DebouncedInput } from '../../../../platform/forms/DebouncedInput';
import { formatDate } from '../../../../platform/i18n/format';
import { usePageTitle } from '../../../../platform/routing/page-title';
import { type PublicRankingParams, publicRankingQuery } from '../../api-public';
import { keyId, PUBLIC_OVERVIEW_PATH, publicPlayerPath, usePublicCodebook } from './public-shared';

export const PAGE_SIZE = 50;
const ID = /^[1-9]\d{0,9}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

type KeyField = 'group' | 'sex' | 'discipline';
const FIELD_OF: Record<KeyField, keyof PublicRankingKey> = {
  group: 'ageCategoryGroupId',
  sex: 'sexId',
  discipline: 'sportDisciplineId',
};

/** The call's query from the address: only well-formed parameters (a mangled link opens the default). */
export function overviewQuery(search: URLSearchParams): PublicRankingParams {
  const query: PublicRankingParams = {};
  for (const field of ['group', 'sex', 'discipline'] as const) {
    const v = search.get(field);
    if (v && ID.test(v)) query[FIELD_OF[field]] = v;
  }
  const date = search.get('date');
  if (date && DATE.test(date)) query.rankDate = date;
  const name = search.get('name')?.trim().slice(0, 100);
  if (name) query.name = name;
  const page = Number(search.get('page'));
  if (Number.isInteger(page) && page > 1 && page <= 20000) query.offset = String((page - 1) * PAGE_SIZE);
  return query;
}

/**
 * The address after one key is picked: the other two kept when that combination has a ranking,
 * else dropped (the server then shows the latest ranking of the picked value). The date, the name
 * and the page start over.
 */
export function pickKey(
  shown: PublicRankingKey | null,
  keys: PublicRankingKey[],
  field: KeyField,
  value: string,
): URLSearchParams {
  const next = new URLSearchParams();
  if (shown) {
    const wanted = { ...shown, [FIELD_OF[field]]: Number(value) };
    if (keys.some((k) => keyId(k) === keyId(wanted))) {
      next.set('group', String(wanted.ageCategoryGroupId));
      next.set('sex', String(wanted.sexId));
      next.set('discipline', String(wanted.sportDisciplineId));
      return next;
    }
  }
  next.set(field, value);
  return next;
}

export default function PublicRankingOverviewPage() {
  const { t } = useTranslation('rankings');
  usePageTitle(t('public.title'));
  const cb = usePublicCodebook();
  const [search, setSearch] = useSearchParams();
  const query = overviewQuery(search);
  const overview = useQuery(publicRankingQuery(query));
  const data = overview.data?.data;
  const ranking = data?.ranking ?? null;
  const keys = data?.keys ?? [];
  const page = query.offset ? Number(query.offset) / PAGE_SIZE + 1 : 1;
  const pages = Math.max(1, Math.ceil((data?.entries.total ?? 0) / PAGE_SIZE));

  const options = (field: KeyField, list: 'ageCategoryGroups' | 'sex' | 'sportDisciplines') =>
    [...new Set(keys.map((k) => k[FIELD_OF[field]]))]
      .map((id) => ({ value: String(id), label: cb.name(list, id) }))
      .sort((a, b) => a.label.localeCompare(b.label, cb.lang));
  const picker = (field: KeyField, label: string, list: 'ageCategoryGroups' | 'sex' | 'sportDisciplines') => (
    <Select
      label={label}
      data={options(field, list)}
      value={ranking ? String(ranking[FIELD_OF[field]]) : null}
      onChange={(v) => v && setSearch(pickKey(ranking, keys, field, v))}
      allowDeselect={false}
      searchable={field === 'discipline'}
      disabled={!keys.length}
    />
  );
  const update = (patch: Record<string, string | null>) => {
    const next = new URLSearchParams(search);
    for (const [k, v] of Object.entries(patch)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    setSearch(next);
  };
  /** The shown ranking's keys written out, so that a date or page keeps to this ranking. */
  const pinned: Record<string, string> = ranking
    ? {
        group: String(ranking.ageCategoryGroupId),
        sex: String(ranking.sexId),
        discipline: String(ranking.sportDisciplineId),
      }
    : {};

  return (
    <Container size="lg" py="md" component="main">
      <Stack gap="md">
        <Title order={1}>{t('public.title')}</Title>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
          {picker('discipline', t('field.discipline'), 'sportDisciplines')}
          {picker('group', t('field.group'), 'ageCategoryGroups')}
          {picker('sex', t('field.sex'), 'sex')}
          <Select
            label={t('field.rankDate')}
            data={(data?.dates ?? []).map((d) => ({ value: d, label: formatDate(d) }))}
            value={ranking?.rankDate ?? null}
            onChange={(v) => v && update({ ...pinned, date: v, page: null })}
            allowDeselect={false}
            disabled={!data?.dates.length}
          />
        </SimpleGrid>
        <DebouncedInput
          label={t('public.search')}
          value={search.get('name') ?? ''}
          onChange={(name) => update({ ...pinned, name, page: null })}
          maw={{ base: '100%', sm: 360 }}
        />
        {overview.isPending && <Skeleton h={240} />}
        {overview.isError && (
          <Alert color="red" role="alert">
            {t('public.failed')}{' '}
            <Anchor component={Link} to={PUBLIC_OVERVIEW_PATH}>
              {t('public.reset')}
            </Anchor>
          </Alert>
        )}
        {data && !ranking && <Text c="dimmed">{keys.length ? t('public.noneHere') : t('public.none')}</Text>}
        {data && ranking && (
          <Stack gap="xs" aria-busy={overview.isFetching}>
            <Text size="sm" c="dimmed">
              {t('public.persons', { count: ranking.entriesCount })}
            </Text>
            {data.entries.data.length === 0 ? (
              <Text c="dimmed">{t('public.noMatch')}</Text>
            ) : (
              <EntryTable
                caption={t('public.caption', { name: cb.keyName(ranking), date: formatDate(ranking.rankDate) })}
                rows={data.entries.data}
              />
            )}
            {pages > 1 && (
              <Group justify="center" mt="md">
                <Pagination
                  total={pages}
                  value={page}
                  onChange={(p) => update({ ...pinned, date: ranking.rankDate, page: p > 1 ? String(p) : null })}
                  aria-label={t('public.pagination')}
                  siblings={0}
                />
              </Group>
            )}
          </Stack>
        )}
      </Stack>
    </Container>
  );
}

function EntryTable({ caption, rows }: { caption: string; rows: PublicRankingEntry[] }) {
  const { t } = useTranslation('rankings');
  const cb = usePublicCodebook();
  return (
    <Table striped highlightOnHover captionSide="top" verticalSpacing="xs">
      <Table.Caption style={{ textAlign: 'left', fontWeight: 600 }}>{caption}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th ta="right" w={72}>
            {t('field.rank')}
          </Table.Th>
          <Table.Th>{t('public.player')}</Table.Th>
          <Table.Th ta="right">{t('field.points')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((r) => (
          <Table.Tr key={r.personId}>
            <Table.Td ta="right" fw={600}>
              {r.rank}.
            </Table.Td>
            <Table.Td>
              <Anchor component={Link} to={publicPlayerPath(r.personId)} fw={600} size="sm">
                {r.fullName}
              </Anchor>
              <Text size="xs" c="dimmed">
                {[r.clubName, t('public.results', { count: r.countedCount })].filter(Boolean).join(' · ')}
              </Text>
            </Table.Td>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
              {cb.points(r.points)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
