// The public club finder (issue 36 §5): anonymous, full layout. Registered clubs by name, region
// and district (the filters and the page live in the address, so a search can be shared), a page
// of cards beside a map of every club found that has a venue with GPS. One call answers it all,
// the map's tiles included.
import type { PublicClubSummary } from '@fedra/contract/clubs';
import {
  Anchor,
  Card,
  Container,
  Grid,
  Group,
  Pagination,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconMapPinOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { DebouncedInput } from '../../../../platform/forms/DebouncedInput';
import { usePageTitle } from '../../../../platform/routing/page-title';
import { useCodebook } from '../../../../platform/session/use-codebook';
import { type PublicClubFilters, publicClubFinderQuery } from '../../api-public';
import { LazyClubMap, publicClubPath } from '../../components/public/public-club-shared';

const FILTER_KEYS = ['name', 'regionId', 'districtId', 'page'] as const;
const positiveInt = /^[1-9]\d{0,8}$/;

/** The filters of the address that the call accepts (anything else is left out, not sent). */
export function filtersOf(params: URLSearchParams): PublicClubFilters {
  const filters: PublicClubFilters = {};
  const name = params.get('name')?.trim().slice(0, 100);
  if (name) filters.name = name;
  for (const key of ['regionId', 'districtId'] as const) {
    const value = params.get(key);
    if (value && positiveInt.test(value)) filters[key] = value;
  }
  const page = params.get('page');
  if (page && positiveInt.test(page) && page !== '1' && Number(page) <= 10000) filters.page = page;
  return filters;
}

export default function PublicClubFinderPage() {
  const { t } = useTranslation('clubs');
  usePageTitle(t('public.finder.title'));
  const codebook = useCodebook();
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const finder = useQuery(publicClubFinderQuery(filters));
  const data = finder.data?.data;

  /** Changes filters in the address (a new search starts at page 1). */
  const set = (patch: Partial<PublicClubFilters>) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const key of FILTER_KEYS) {
          if (!(key in patch)) continue;
          const value = patch[key];
          if (value) next.set(key, value);
          else next.delete(key);
        }
        if (!('page' in patch)) next.delete('page');
        return next;
      },
      { replace: !('page' in patch) },
    );

  const regionId = filters.regionId ?? null;
  const districts = codebook.options('district', (d) => !regionId || String(d.regionId ?? '') === regionId);
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const page = data?.page ?? 1;
  const unmapped = data ? data.clubs.filter((c) => c.latitude == null || c.longitude == null).length : 0;

  return (
    <Container size="xl" py="md" component="main">
      <Title order={1} mb="xs">
        {t('public.finder.title')}
      </Title>
      <Text c="dimmed" mb="md">
        {t('public.finder.intro')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" mb="md" role="search" aria-label={t('public.finder.search')}>
        <DebouncedInput
          label={t('public.finder.name')}
          value={filters.name ?? ''}
          onChange={(name) => set({ name })}
          maxLength={100}
        />
        <Select
          label={t('public.finder.region')}
          data={codebook.options('region')}
          value={regionId}
          onChange={(value) => {
            const district = codebook.entry('district', filters.districtId ? Number(filters.districtId) : null);
            // A district outside the new region is dropped.
            const keep = value && district && String(district.regionId ?? '') === value;
            set({ regionId: value ?? undefined, districtId: keep ? filters.districtId : undefined });
          }}
          clearable
          searchable
        />
        <Select
          label={t('public.finder.district')}
          data={districts}
          value={filters.districtId ?? null}
          onChange={(value) => {
            const region = codebook.entry('district', value ? Number(value) : null)?.regionId;
            set({
              districtId: value ?? undefined,
              regionId: region != null ? String(region) : filters.regionId,
            });
          }}
          clearable
          searchable
        />
      </SimpleGrid>

      {finder.isError && <Text role="alert">{t('public.failed')}</Text>}
      {!data && !finder.isError && <Skeleton h={320} />}
      {data && (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="sm" aria-busy={finder.isFetching}>
              <Text size="sm" c="dimmed" aria-live="polite">
                {t('public.finder.count', { count: data.total })}
              </Text>
              {data.clubs.length === 0 &&
                (data.total > 0 ? (
                  // An address with a page past the end (an old link): the results start on page 1.
                  <Anchor component="button" type="button" onClick={() => set({ page: undefined })} ta="left">
                    {t('public.finder.firstPage')}
                  </Anchor>
                ) : (
                  <Text>{t('public.finder.empty')}</Text>
                ))}
              {data.clubs.map((club) => (
                <ClubCard key={club.id} club={club} />
              ))}
              {pages > 1 && (
                <Group justify="center" mt="sm">
                  <Pagination
                    total={pages}
                    value={page}
                    onChange={(p) => set({ page: p === 1 ? undefined : String(p) })}
                    getControlProps={(control) => ({
                      'aria-label': t(`public.finder.pageControl.${control}`),
                    })}
                    getItemProps={(p) => ({ 'aria-label': t('public.finder.pageNumber', { page: p }) })}
                    aria-label={t('public.finder.pagination')}
                  />
                </Group>
              )}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="xs" style={{ position: 'sticky', top: 16 }}>
              <LazyClubMap
                label={t('public.finder.map')}
                height="min(60vh, 560px)"
                tiles={data.map}
                places={data.markers.map((m) => ({
                  key: m.id,
                  name: m.name,
                  latitude: m.latitude,
                  longitude: m.longitude,
                  href: publicClubPath(m.id),
                }))}
              />
              <Text size="sm" c="dimmed">
                {t('public.finder.mapNote', { count: data.markers.length })}
                {unmapped > 0 && ` ${t('public.finder.unmappedOnPage', { count: unmapped })}`}
              </Text>
            </Stack>
          </Grid.Col>
        </Grid>
      )}
    </Container>
  );
}

function ClubCard({ club }: { club: PublicClubSummary }) {
  const { t } = useTranslation('clubs');
  const codebook = useCodebook();
  // Prague is a region and a district of one name: said once.
  const place = [
    ...new Set([club.city, codebook.name('region', club.regionId), codebook.name('district', club.districtId)]),
  ]
    .filter(Boolean)
    .join(' · ');
  const mapped = club.latitude != null && club.longitude != null;
  return (
    <Card withBorder padding="sm" component="article" aria-labelledby={`club-${club.id}`}>
      <Anchor component={Link} to={publicClubPath(club.id)} fw={600} id={`club-${club.id}`}>
        {club.name}
      </Anchor>
      {place && (
        <Text size="sm" c="dimmed">
          {place}
        </Text>
      )}
      {!mapped && (
        <Group gap={4} mt={4}>
          <IconMapPinOff size={14} aria-hidden />
          <Text size="xs" c="dimmed">
            {t('public.finder.noPosition')}
          </Text>
        </Group>
      )}
    </Card>
  );
}
