// The reader calls of federation articles without their schemas: every zone's home page lists the
// published articles at start, and must not load zod for it (as seasons-routes.ts).
import type { ArticlePublished, ArticleSummary, ArticleTag, ArticleZone } from './articles';
import { defineRoute } from './common/endpoint';
import type { ItemEnvelope, ListEnvelope } from './common/envelope';

function readerRoutes(zone: ArticleZone) {
  // The public site's news: anyone, rate-limited and cached (features/articles).
  const access =
    zone === 'public'
      ? { kind: 'public' as const, action: 'federation.article.read' }
      : { kind: 'zone' as const, zone, action: 'federation.article.read' };
  const base = `/api/${zone}-zone/federation-articles`;
  return {
    published: defineRoute<ListEnvelope<ArticleSummary>>({
      method: 'GET',
      path: `${base}/published`,
      operationId: `${zone}.federation.article.published.list`,
      access,
    }),
    publishedGet: defineRoute<ItemEnvelope<ArticlePublished>>({
      method: 'GET',
      path: `${base}/published/:id`,
      operationId: `${zone}.federation.article.published.get`,
      access,
    }),
    tags: defineRoute<ListEnvelope<ArticleTag>>({
      method: 'GET',
      path: `${base}/tags`,
      operationId: `${zone}.federation.article.tags`,
      access,
    }),
  };
}

export const articleReaderRoutes = {
  admin: readerRoutes('admin'),
  club: readerRoutes('club'),
  personal: readerRoutes('personal'),
  public: readerRoutes('public'),
};
