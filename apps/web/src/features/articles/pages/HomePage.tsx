// A zone's home (spec 000 §2.3 `home`, spec 001 §2 "Home"): the dashboard cards, then the
// federation news published for the zone, with a text search and a tag filter kept in the address
// (a link keeps them), page by page ("load more").
import { Alert, Button, Chip, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DebouncedInput } from '../../../platform/forms/DebouncedInput';
import { usePageTitle } from '../../../platform/routing/page-title';
import { useCurrentZone, zoneHref } from '../../../platform/routing/zone';
import { ArticleCard } from '../components/ArticleCard';
import { DashboardCards, DashboardLinks } from '../components/DashboardCards';
import { articleTagsQuery, publishedArticlesQuery, type ReaderZone } from '../reader-api';

export default function HomePage() {
  const { t } = useTranslation('articles');
  const zone = useCurrentZone();
  usePageTitle(t('dashboard:title'));
  const readerZone: ReaderZone = zone === 'public' ? 'admin' : zone;
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const tag = params.get('tag') ?? '';
  // A new search or tag keeps the cards shown until its answer comes (no skeletons per keystroke).
  const articles = useInfiniteQuery({
    ...publishedArticlesQuery(readerZone, q, tag),
    placeholderData: keepPreviousData,
  });
  const refreshing = articles.isPlaceholderData && articles.isFetching;
  const tags = useQuery(articleTagsQuery(readerZone));

  const setParam = (key: 'q' | 'tag', value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );

  const rows = articles.data?.pages.flatMap((p) => p.data) ?? [];
  const total = articles.data?.pages.at(-1)?.total ?? 0;
  const tagOptions = tags.data?.data ?? [];

  return (
    <Stack>
      <Title order={1}>{t('dashboard:title')}</Title>
      <Text c="dimmed">{t(`dashboard:zoneIntro.${readerZone}`)}</Text>
      <DashboardCards zone={readerZone} />
      <Stack component="section" aria-labelledby="home-news" gap="sm">
        <Title order={2} id="home-news">
          {t('home.news')}
        </Title>
        <DebouncedInput
          label={t('home.search')}
          placeholder={t('home.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={q}
          onChange={(value) => setParam('q', value)}
          maw={480}
        />
        {tagOptions.length > 0 && (
          <Chip.Group multiple={false} value={tag || ''} onChange={(value) => setParam('tag', value)}>
            <Group gap={6} role="group" aria-label={t('home.tags')}>
              <Chip value="" size="sm">
                {t('home.allTags')}
              </Chip>
              {tagOptions.map((option) => (
                <Chip key={option.tag} value={option.tag} size="sm">
                  {option.tag} ({option.count})
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        )}
        {articles.isPending ? (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} h={180} />
            ))}
          </SimpleGrid>
        ) : articles.isError ? (
          <Alert color="red" title={t('home.loadError')} />
        ) : rows.length === 0 ? (
          <Text>{q || tag ? t('home.emptyFiltered') : t('home.empty')}</Text>
        ) : (
          <>
            {/* Busy, not dimmed: dimmed text would fail the contrast rule while it shows. */}
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-busy={refreshing || undefined}>
              {rows.map((article) => (
                <ArticleCard
                  key={article.id}
                  article={article}
                  href={zoneHref(readerZone, `federation-article/detail/${article.id}`)}
                  onTag={(value) => setParam('tag', value)}
                />
              ))}
            </SimpleGrid>
            <Group justify="space-between" wrap="wrap">
              <Text size="sm" c="dimmed" role="status">
                {rows.length < total
                  ? t('home.shown', { count: rows.length, total })
                  : t('home.shownAll', { count: total })}
              </Text>
              {articles.hasNextPage && (
                <Button
                  variant="default"
                  loading={articles.isFetchingNextPage}
                  onClick={() => void articles.fetchNextPage()}
                >
                  {t('home.more')}
                </Button>
              )}
            </Group>
          </>
        )}
      </Stack>
      <DashboardLinks zone={zone} />
    </Stack>
  );
}
