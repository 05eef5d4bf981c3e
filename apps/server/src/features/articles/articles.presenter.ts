// Article rows -> contract shapes: the stored cover becomes a signed URL readers can load (the
// file store's download URL, valid for an hour so a page left open keeps its images).
import type { Article, ArticlePublished, ArticleSummary } from '@fedra/contract/articles';
import type { FileStore, StoredFile } from '../../platform/files/file-store';

export const COVER_URL_TTL_SECONDS = 60 * 60;

type WithCover<T> = Omit<T, 'coverImageUrl' | 'coverFileName'> & { cover: StoredFile | null };

const iso = (value: unknown): string | null =>
  value == null ? null : value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString();

async function coverUrl(files: FileStore, cover: StoredFile | null): Promise<string | null> {
  return cover ? files.downloadUrl(cover, { expiresInSeconds: COVER_URL_TTL_SECONDS }) : null;
}

export async function presentSummary(files: FileStore, row: WithCover<ArticleSummary>): Promise<ArticleSummary> {
  return {
    id: row.id,
    title: row.title,
    perex: row.perex,
    tags: row.tags,
    publishDate: iso(row.publishDate),
    coverImageUrl: await coverUrl(files, row.cover),
  };
}

export async function presentPublished(files: FileStore, row: WithCover<ArticlePublished>): Promise<ArticlePublished> {
  return { ...(await presentSummary(files, row)), body: row.body };
}

export async function presentArticle(files: FileStore, row: WithCover<Article>): Promise<Article> {
  return {
    ...(await presentPublished(files, row)),
    zones: row.zones,
    state: row.state,
    coverFileName: row.cover?.name ?? null,
    createdDate: iso(row.createdDate)!,
    createdById: row.createdById,
    editedDate: iso(row.editedDate),
    editedById: row.editedById,
    createdByName: row.createdByName,
    editedByName: row.editedByName,
  };
}

export type ArticleRow = WithCover<Article>;
export type SummaryRow = WithCover<ArticleSummary>;
export type PublishedRow = WithCover<ArticlePublished>;
