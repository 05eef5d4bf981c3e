// Federation article calls: the office's management in the admin zone, and in every zone the
// published articles of that zone, one of them, and their tags (the home page and the detail).
import { ARTICLE_READER_CALLS, ARTICLE_ZONES, type ArticleZone, endpoints } from '@fedra/contract';
import type { FastifyInstance } from 'fastify';
import type { ZoneAccess } from '../../platform/access/user-access';
import type { AppDeps } from '../../platform/deps';
import { linksFor, registerEndpoint } from '../../platform/http/endpoint';
import { runList } from '../../platform/list-query/list-statements';
import { adminArticlesListSql, readerArticlesListSql } from './articles-queries';
import './articles.messages';
import { type ArticleRow, presentArticle, presentSummary, type SummaryRow } from './articles.presenter';
import {
  createArticle,
  deleteArticle,
  getArticle,
  getPublishedArticle,
  listTags,
  updateArticle,
} from './articles.service';

const e = endpoints.articles;

const articleLinks = (zoneAccess: ZoneAccess | null, id: number) => linksFor(zoneAccess, [e.update, e.delete], { id });

function registerReaderCalls(app: FastifyInstance, deps: AppDeps, zone: ArticleZone) {
  const calls = ARTICLE_READER_CALLS[zone];
  registerEndpoint(app, calls.published, async ({ query }) => {
    const page = await runList<SummaryRow>(deps.db, readerArticlesListSql(zone, query));
    // Each cover is signed from its row: no query per article.
    return { ...page, data: await Promise.all(page.data.map((row) => presentSummary(deps.files, row))) };
  });
  registerEndpoint(app, calls.publishedGet, async ({ params }) => ({
    operationId: calls.publishedGet.operationId,
    links: [],
    data: await getPublishedArticle(deps, zone, params.id),
  }));
  registerEndpoint(app, calls.tags, async () => {
    const data = await listTags(deps.db, zone);
    return { data, limit: data.length, offset: 0, total: data.length };
  });
}

export function registerArticleRoutes(app: FastifyInstance, deps: AppDeps) {
  for (const zone of ARTICLE_ZONES) registerReaderCalls(app, deps, zone);

  registerEndpoint(app, e.list, async ({ query }) => {
    const page = await runList<ArticleRow>(deps.db, adminArticlesListSql(query));
    return { ...page, data: await Promise.all(page.data.map((row) => presentArticle(deps.files, row))) };
  });
  registerEndpoint(app, e.get, async ({ params, zoneAccess }) => ({
    operationId: e.get.operationId,
    links: articleLinks(zoneAccess, params.id),
    data: await getArticle(deps, params.id),
  }));
  registerEndpoint(app, e.create, async ({ body, zoneAccess, user }) => {
    const article = await createArticle(deps, user!.userId, body);
    return { operationId: e.create.operationId, links: articleLinks(zoneAccess, article.id), data: article };
  });
  registerEndpoint(app, e.update, async ({ params, body, zoneAccess, user }) => ({
    operationId: e.update.operationId,
    links: articleLinks(zoneAccess, params.id),
    data: await updateArticle(deps, user!.userId, params.id, body),
  }));
  registerEndpoint(app, e.delete, async ({ params }) => {
    await deleteArticle(deps, params.id);
    return undefined;
  });
}
