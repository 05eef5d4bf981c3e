// The office's article calls (admin zone): list, one, create, change, delete.
import { type ArticleWrite, articlesEndpoints as api } from '@fedra/contract/articles';
import type { ListQuery } from '@fedra/contract/common/list-query';
import { permissionName } from '@fedra/contract/common/zones';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../platform/api/client';

/** Everything about articles: the management list, a detail, and what readers see. */
export const ARTICLES_KEY = ['articles'] as const;

export const ARTICLE_ACTION = {
  update: permissionName('admin', 'federation.article.update'),
  delete: permissionName('admin', 'federation.article.delete'),
} as const;

export const articleListCall = api.list;

export const loadArticles = (query: ListQuery, signal: AbortSignal) => call(api.list, { query, signal });

export const articleQuery = (id: number) =>
  queryOptions({
    queryKey: [...ARTICLES_KEY, 'admin', 'detail', id],
    queryFn: ({ signal }) => call(api.get, { params: { id }, signal }),
  });

export const createArticle = (body: ArticleWrite) => call(api.create, { body });
export const updateArticle = (id: number, body: ArticleWrite) => call(api.update, { params: { id }, body });
export const deleteArticle = (id: number) => call(api.delete, { params: { id } });
