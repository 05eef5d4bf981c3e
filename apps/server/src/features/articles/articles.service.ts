// Federation articles (spec 001 §2): the office writes them (body sanitised before it is stored,
// tags in the spelling already in use, a cover image from the upload flow), every zone reads what
// is published for it.
import {
  ARTICLE_LIMITS,
  type Article,
  type ArticleSummary,
  type ArticleTag,
  type ArticleWrite,
  type ArticleZone,
} from '@fedra/contract/articles';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/pool';
import { transaction } from '../../platform/db/transaction';
import {
  AppError,
  type FieldIssue,
  isUniqueViolation,
  notFound,
  validationError,
} from '../../platform/errors/app-error';
import type { FileStore, StoredFile } from '../../platform/files/file-store';
import { removeStoredFiles, type WarnLog } from '../../platform/files/remove-stored-files';
import {
  type ArticleRow,
  type PublishedRow,
  presentArticle,
  presentPublished,
  presentSummary,
  type SummaryRow,
} from './articles.presenter';
import { ARTICLE_COLUMNS, ARTICLE_FROM, PUBLISHED_COLUMNS, publishedIn, SUMMARY_COLUMNS } from './articles-queries';
import { sanitizeArticleBody } from './articles-sanitize';

interface Deps {
  db: Db;
  files: FileStore;
}

/** What create and update take (the write schema's output). */
type ArticleInput = Omit<ArticleWrite, 'body' | 'tags' | 'publishDate'> & {
  body: string;
  tags: string[];
  publishDate: string | null;
};

/** A reader's 404: the spec's "the report was not found". */
const articleNotFound = () => new AppError('not_found', 404, {}, [{ key: 'articles.notFound' }]);

export async function getArticle(deps: Deps, id: number): Promise<Article> {
  const { rows } = await deps.db.execute<ArticleRow>(
    sql`SELECT ${ARTICLE_COLUMNS} FROM ${ARTICLE_FROM} WHERE a.id = ${id}`,
  );
  if (!rows[0]) throw notFound();
  return presentArticle(deps.files, rows[0]);
}

/** One article as a zone's reader sees it: published and shown in that zone, else 404. */
export async function getPublishedArticle(deps: Deps, zone: ArticleZone, id: number) {
  const { rows } = await deps.db.execute<PublishedRow>(
    sql`SELECT ${PUBLISHED_COLUMNS} FROM ${ARTICLE_FROM} WHERE a.id = ${id} AND ${publishedIn(zone)}`,
  );
  if (!rows[0]) throw articleNotFound();
  return presentPublished(deps.files, rows[0]);
}

/** The zone's newest published articles (the public site's home, issue 36). */
export async function latestPublishedArticles(deps: Deps, zone: ArticleZone, limit: number): Promise<ArticleSummary[]> {
  const { rows } = await deps.db.execute<SummaryRow>(
    sql`SELECT ${SUMMARY_COLUMNS} FROM ${ARTICLE_FROM} WHERE ${publishedIn(zone)}
         ORDER BY a.publish_date DESC, a.id DESC LIMIT ${limit}`,
  );
  return Promise.all(rows.map((row) => presentSummary(deps.files, row)));
}

/** The tags of the zone's published articles, the most used first (the list and its export). */
export const tagsSql = (zone: ArticleZone): SQL => sql`
    SELECT t AS tag, count(*)::int AS count
      FROM federation_articles a CROSS JOIN LATERAL unnest(a.tags) AS t
     WHERE ${publishedIn(zone)}
     GROUP BY t ORDER BY count(*) DESC, lower(t), t`;

export async function listTags(db: Db, zone: ArticleZone): Promise<ArticleTag[]> {
  return (await db.execute<ArticleTag>(tagsSql(zone))).rows;
}

/**
 * The tags as stored: a tag that another article already uses is written in that spelling, so
 * "mládež" and "Mládež" are one tag on the home page and its filter.
 */
async function canonicalTags(db: Db, tags: string[], exceptId: number): Promise<string[]> {
  if (!tags.length) return [];
  const lowers = tags.map((t) => t.toLowerCase());
  const { rows } = await db.execute<{ key: string; tag: string }>(sql`
    SELECT DISTINCT ON (lower(t)) lower(t) AS key, t AS tag
      FROM federation_articles a CROSS JOIN LATERAL unnest(a.tags) AS t
     WHERE a.id <> ${exceptId} AND lower(t) = ANY(${sql.param(lowers)}::text[])
     ORDER BY lower(t), a.id`);
  const known = new Map(rows.map((r) => [r.key, r.tag]));
  return tags.map((t) => known.get(t.toLowerCase()) ?? t);
}

/** The body sanitised and within its limit, the cover file resolved: problems as one 400. */
async function prepare(deps: Deps, userId: number, input: ArticleInput, current: string | null) {
  const issues: FieldIssue[] = [];
  const body = sanitizeArticleBody(input.body);
  if (body.length > ARTICLE_LIMITS.body) {
    issues.push({
      field: 'body',
      key: 'articles.bodyTooLong',
      params: { label: 'body', max: ARTICLE_LIMITS.body, length: body.length },
    });
  }
  let cover: StoredFile | null | undefined;
  if (input.coverImageUrl === null) cover = null;
  else if (input.coverImageUrl !== undefined) {
    try {
      cover = await deps.files.resolve(input.coverImageUrl, {
        purpose: 'article-image',
        userId,
        field: 'coverImageUrl',
      });
      if (cover.id !== current) {
        const used = await deps.db.execute(sql`SELECT 1 FROM federation_articles WHERE cover_file_id = ${cover.id}`);
        if (used.rows.length) issues.push(COVER_IN_USE);
      }
    } catch (err) {
      if (!(err instanceof AppError && err.status === 400)) throw err;
      issues.push(...err.issues);
    }
  }
  if (issues.length) throw validationError(issues);
  return { body, cover };
}

const COVER_IN_USE: FieldIssue = {
  field: 'coverImageUrl',
  key: 'articles.coverInUse',
  params: { label: 'coverImageUrl' },
};

const zonesParam = (zones: readonly string[]) => sql`${sql.param([...zones])}::text[]`;

export async function createArticle(deps: Deps, userId: number, input: ArticleInput): Promise<Article> {
  const { body, cover } = await prepare(deps, userId, input, null);
  const tags = await canonicalTags(deps.db, input.tags, 0);
  try {
    const { rows } = await deps.db.execute<{ id: number }>(sql`
      INSERT INTO federation_articles (title, perex, body, tags, cover_file_id, publish_date, zones, created_by_id)
      VALUES (${input.title}, ${input.perex || null}, ${body}, ${sql.param(tags)}::text[], ${cover?.id ?? null}::uuid,
              ${input.publishDate}::timestamptz, ${zonesParam(input.zones)}, ${userId})
      RETURNING id`);
    return getArticle(deps, rows[0]!.id);
  } catch (err) {
    if (isUniqueViolation(err)) throw validationError([COVER_IN_USE]);
    throw err;
  }
}

export async function updateArticle(
  deps: Deps,
  userId: number,
  id: number,
  input: ArticleInput,
  log: WarnLog,
): Promise<Article> {
  const found = await deps.db.execute<{ coverId: string | null }>(
    sql`SELECT cover_file_id AS "coverId" FROM federation_articles WHERE id = ${id}`,
  );
  if (!found.rows[0]) throw notFound();
  const { body, cover } = await prepare(deps, userId, input, found.rows[0].coverId);
  const tags = await canonicalTags(deps.db, input.tags, id);
  // The cover replaced is the one the row holds when it is locked (two replaces at once each remove theirs).
  const replaced = await transaction(deps.db, async (tx) => {
    const locked = await tx.execute<{ coverId: string | null }>(
      sql`SELECT cover_file_id AS "coverId" FROM federation_articles WHERE id = ${id} FOR UPDATE`,
    );
    if (!locked.rows[0]) throw notFound();
    const old = locked.rows[0].coverId;
    const next = cover === undefined ? old : (cover?.id ?? null);
    await tx.execute(sql`
        UPDATE federation_articles
           SET title = ${input.title}, perex = ${input.perex || null}, body = ${body}, tags = ${sql.param(tags)}::text[],
               cover_file_id = ${next}::uuid, publish_date = ${input.publishDate}::timestamptz,
               zones = ${zonesParam(input.zones)}, edited_date = now(), edited_by_id = ${userId}
         WHERE id = ${id}`);
    return old && old !== next ? old : null;
  }).catch((err: unknown) => {
    if (isUniqueViolation(err)) throw validationError([COVER_IN_USE]);
    throw err;
  });
  // After the commit: a failed change keeps its image; a storage failure now is only logged.
  await removeStoredFiles(deps.files, [replaced], log);
  return getArticle(deps, id);
}

/** Deletes an article, then its cover image (a storage failure then is logged: the delete succeeded). */
export async function deleteArticle(deps: Deps, id: number, log: WarnLog): Promise<void> {
  const { rows } = await deps.db.execute<{ coverId: string | null }>(
    sql`DELETE FROM federation_articles WHERE id = ${id} RETURNING cover_file_id AS "coverId"`,
  );
  if (!rows[0]) throw notFound();
  await removeStoredFiles(deps.files, [rows[0].coverId], log);
}
