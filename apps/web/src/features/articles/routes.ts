// Federation articles: every zone's home (spec 000 §2.1: /zone/{zone}/home) with the news, the
// detail of one article, and the office's management pages (admin zone).
import { lazyPage } from '../../app/routes/lazy-page';
import type { PageRoute } from '../../app/routes/page-route';
import { seasonsQuery } from '../../platform/api/seasons';
import { loadNamespace } from '../../platform/i18n/i18n';
import { publishedArticlesQuery } from './reader-api';

export const articleRoutes: PageRoute[] = [
  {
    name: 'home',
    path: 'home',
    key: 'home',
    accessKey: 'UNSPECIFIED',
    // The dashboard's texts come with the first chunk; the news texts with the page.
    titleKey: 'dashboard:title',
    load: () => Promise.all([import('./pages/HomePage'), loadNamespace('articles')]).then(([page]) => page),
    // The current-season card and the first news page, asked for together with the session at start.
    prefetch: ({ zone, queryClient }) =>
      Promise.all([
        queryClient.prefetchQuery(seasonsQuery(zone)),
        queryClient.prefetchInfiniteQuery(publishedArticlesQuery(zone, '', '')),
      ]),
  },
  {
    name: 'federation-article__detail',
    path: 'federation-article/detail/:id',
    key: 'federation-article/detail',
    accessKey: 'UNSPECIFIED',
    zones: ['admin', 'club', 'personal'],
    titleKey: 'articles:detail.title',
    load: lazyPage('articles', 'ArticleDetailPage'),
  },
  {
    name: 'federation-article__list',
    path: 'federation-article/list',
    key: 'federation-article/list',
    accessKey: 'FEDERATION_ARTICLE',
    zones: ['admin'],
    titleKey: 'articles:list.title',
    load: lazyPage('articles', 'ArticleListPage'),
  },
  {
    name: 'federation-article__new',
    path: 'federation-article/new',
    key: 'federation-article/new',
    accessKey: 'FEDERATION_ARTICLE_WRITE',
    zones: ['admin'],
    titleKey: 'articles:form.newTitle',
    load: lazyPage('articles', 'ArticleEditPage'),
  },
  {
    name: 'federation-article__edit',
    path: 'federation-article/edit/:id',
    key: 'federation-article/edit',
    accessKey: 'FEDERATION_ARTICLE',
    zones: ['admin'],
    titleKey: 'articles:form.editTitle',
    load: lazyPage('articles', 'ArticleEditPage'),
  },
];
