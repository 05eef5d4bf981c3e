// The reader calls of every zone's home and article detail, through the contract's routes: the
// home page is a first screen and loads no zod (as platform/api/seasons.ts).
import { articleReaderRoutes } from '@fedra/contract/articles-routes';
import type { ListQuery } from '@fedra/contract/common/list-query';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { call } from '../../platform/api/client';

export type ReaderZone = keyof typeof articleReaderRoutes;

/** Articles a page of the home page shows at once; "more" adds as many. */
export const HOME_PAGE_SIZE = 12;

// Cover URLs are signed for an hour: read again well before that.
const COVER_REFRESH_MS = 30 * 60_000;

export const ARTICLES_READER_KEY = ['articles', 'published'] as const;

/** The zone's published articles matching the words `q` and the tag, newest first, page by page. */
export const publishedArticlesQuery = (zone: ReaderZone, q: string, tag: string) =>
  infiniteQueryOptions({
    queryKey: [...ARTICLES_READER_KEY, zone, 'list', { q, tag }],
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) => {
      const query: ListQuery = { offset: pageParam, limit: HOME_PAGE_SIZE, sort: '-publishDate' };
      if (tag) query.fields = { tag: { o: 'valuesEqual', v: tag } };
      if (q.trim()) query.params = { q: q.trim() };
      return call(articleReaderRoutes[zone].published, { query, signal });
    },
    getNextPageParam: (last) =>
      last.offset + last.data.length < last.total ? last.offset + last.data.length : undefined,
    staleTime: 60_000,
    refetchInterval: COVER_REFRESH_MS,
  });

export const articleTagsQuery = (zone: ReaderZone) =>
  queryOptions({
    queryKey: [...ARTICLES_READER_KEY, zone, 'tags'],
    queryFn: ({ signal }) => call(articleReaderRoutes[zone].tags, { signal }),
    staleTime: 60_000,
  });

export const publishedArticleQuery = (zone: ReaderZone, id: number) =>
  queryOptions({
    queryKey: [...ARTICLES_READER_KEY, zone, 'detail', id],
    queryFn: ({ signal }) => call(articleReaderRoutes[zone].publishedGet, { params: { id }, signal }),
    staleTime: 60_000,
    refetchInterval: COVER_REFRESH_MS,
  });
