// Federation article calls: the office's management in the admin zone, and in every zone the
// published articles of that zone, one of them, and their tags (the home page and the detail).
import { ARTICLE_READER_CALLS, ARTICLE_ZONES, type ArticleZone, type EndpointDef, endpoints } from '@fedra/contract';
import type { FastifyInstance } from 'fastify';
import type { ZoneAccess } from '../../platform/access/user-access';
import type { AppDeps } from '../../platform/deps';
import { type HandlerInput, linksFor, registerEndpoint, STREAMED } from '../../platform/http/endpoint';
import { createPublicCache } from '../../platform/http/public-cache';
import { type ListExport, sendListExport } from '../../platform/list-query/list-export';
import { type ListStatements, runList } from '../../platform/list-query/list-statements';
import { articleExport, publishedExport, tagExport } from './articles-export';
import { adminArticlesListSql, readerArticlesListSql } from './articles-queries';
import './articles.messages';
import { type ArticleRow, presentArticle, presentSummary, type SummaryRow } from './articles.presenter';
import {
  createArticle,
  deleteArticle,
  getArticle,
  getPublishedArticle,
  listTags,
  tagsSql,
  updateArticle,
} from './articles.service';

const e = endpoints.articles;

const articleLinks = (zoneAccess: ZoneAccess | null, id: number) => linksFor(zoneAccess, [e.update, e.delete], { id });

/**
 * A list call: `?format=csv|xlsx` sends the whole list as a file, otherwise a page whose rows are
 * presented one by one (each cover signed from its row: no query per article).
 */
async function answerList<Row, Ctx, Out>(
  deps: AppDeps,
  input: Pick<HandlerInput<EndpointDef>, 'query' | 'reply' | 'lang'>,
  statements: ListStatements,
  exportAs: ListExport<Row, Ctx>,
  present: (row: Row) => Promise<Out>,
) {
  const format = input.query.format;
  if (format === 'csv' || format === 'xlsx') {
    const { db } = deps;
    await sendListExport(input.reply, { db, statement: statements.page, format, lang: input.lang, exportAs });
    return STREAMED;
  }
  const page = await runList<Row>(deps.db, statements);
  return { ...page, data: await Promise.all(page.data.map(present)) };
}

function registerReaderCalls(app: FastifyInstance, deps: AppDeps, zone: ArticleZone) {
  const calls = ARTICLE_READER_CALLS[zone];
  // The public site's news is anyone's: kept a while (platform/http/public-cache.ts), as every
  // public answer. The signed cover addresses outlive the cache by far.
  const cache = zone === 'public' ? createPublicCache(deps.config.PUBLIC_CACHE_SECONDS) : null;
  registerEndpoint(app, calls.published, (input) => {
    const answer = () =>
      answerList(deps, input, readerArticlesListSql(zone, input.query), publishedExport, (row: SummaryRow) =>
        presentSummary(deps.files, row),
      );
    if (!cache || input.query.format) return answer();
    return cache.answer(input.request, input.reply, { query: input.query }, answer);
  });
  registerEndpoint(app, calls.publishedGet, async ({ params, request, reply }) => {
    const answer = async () => ({
      operationId: calls.publishedGet.operationId,
      links: [],
      data: await getPublishedArticle(deps, zone, params.id),
    });
    return cache ? cache.answer(request, reply, { params }, answer) : answer();
  });
  registerEndpoint(app, calls.tags, async ({ query, reply, lang }) => {
    if (query.format) {
      const { db } = deps;
      await sendListExport(reply, {
        db,
        statement: tagsSql(zone),
        format: query.format,
        lang,
        exportAs: tagExport,
      });
      return STREAMED;
    }
    const data = await listTags(deps.db, zone);
    return { data, limit: data.length, offset: 0, total: data.length };
  });
}

export function registerArticleRoutes(app: FastifyInstance, deps: AppDeps) {
  for (const zone of ARTICLE_ZONES) registerReaderCalls(app, deps, zone);

  registerEndpoint(app, e.list, (input) =>
    answerList(deps, input, adminArticlesListSql(input.query), articleExport, (row: ArticleRow) =>
      presentArticle(deps.files, row),
    ),
  );
  registerEndpoint(app, e.get, async ({ params, zoneAccess }) => ({
    operationId: e.get.operationId,
    links: articleLinks(zoneAccess, params.id),
    data: await getArticle(deps, params.id),
  }));
  registerEndpoint(app, e.create, async ({ body, zoneAccess, user }) => {
    const article = await createArticle(deps, user!.userId, body);
    return { operationId: e.create.operationId, links: articleLinks(zoneAccess, article.id), data: article };
  });
  registerEndpoint(app, e.update, async ({ params, body, zoneAccess, user, request }) => ({
    operationId: e.update.operationId,
    links: articleLinks(zoneAccess, params.id),
    data: await updateArticle(deps, user!.userId, params.id, body, request.log),
  }));
  registerEndpoint(app, e.delete, async ({ params, request }) => {
    await deleteArticle(deps, params.id, request.log);
    return undefined;
  });
}
