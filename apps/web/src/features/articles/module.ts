// Federation articles: every zone's home (spec 000 §2.1: /zone/{zone}/home) with the news, the
// detail of one article, and the office's management pages (admin zone).

import { seasonsQuery } from '../../platform/api/seasons';
import { lazyPage, withNamespaces } from '../../platform/routing/lazy-page';
import type { PageRouteDeclaration } from '../../platform/routing/page-route';
import type { WebModule } from '../../platform/routing/web-module';
import { articleTagsQuery, publishedArticlesQuery } from './reader-api';

/** An office page (admin zone); built by a function so the first chunk's route table stays small. */
function office(
  name: string,
  path: string,
  accessKey: string,
  title: string,
  page: 'ArticleListPage' | 'ArticleEditPage',
): PageRouteDeclaration {
  return {
    name: `federation-article__${name}`,
    path,
    key: path.replace('/:id', ''),
    accessKey,
    zones: ['admin'],
    titleKey: `articles:${title}`,
    load: lazyPage(() => import('./pages'), page),
  };
}

const homePage = () => import('./pages/HomePage');

export const articleRoutes: PageRouteDeclaration[] = [
  {
    path: 'home',
    accessKey: 'UNSPECIFIED',
    titleKey: 'dashboard:title',
    // The dashboard's texts come with the first chunk; the news texts with the page.
    load: withNamespaces(homePage, ['articles']),
    // The current-season card, the first news page and the tags, asked for together with the
    // session at start: not after the page's module and all it imports have arrived.
    prefetch: ({ zone, queryClient }) =>
      Promise.all([
        queryClient.prefetchQuery(seasonsQuery(zone)),
        queryClient.prefetchInfiniteQuery(publishedArticlesQuery(zone, '', '')),
        queryClient.prefetchQuery(articleTagsQuery(zone)),
      ]),
  },
  {
    path: 'federation-article/detail/:id',
    accessKey: 'UNSPECIFIED',
    titleKey: 'articles:detail.title',
    load: lazyPage(() => import('./pages'), 'ArticleDetailPage'),
  },
  {
    // The public site's news (issue 36): the same page, in the public site's frame.
    path: 'federation-article/detail/:id',
    accessKey: 'UNSPECIFIED',
    zones: ['public'],
    layout: 'full',
    anonymous: true,
    titleKey: 'articles:detail.title',
    load: lazyPage(() => import('./pages'), 'ArticleDetailPage'),
  },
  office('list', 'federation-article/list', 'FEDERATION_ARTICLE', 'list.title', 'ArticleListPage'),
  office('new', 'federation-article/new', 'FEDERATION_ARTICLE', 'form.newTitle', 'ArticleEditPage'),
  office('edit', 'federation-article/edit/:id', 'FEDERATION_ARTICLE', 'form.editTitle', 'ArticleEditPage'),
];

export const webModule: WebModule = { pages: [...articleRoutes] };
