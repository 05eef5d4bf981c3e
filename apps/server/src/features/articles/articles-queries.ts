// The SQL of federation articles: their columns, the state of a row, and the two lists (the
// office's with every article, a zone's with the published ones). Each filter and sort is backed by
// an index of 0015 (trigram on the search text and the title, GIN on tags and zones, B-trees on dates).
import type { ArticleZone } from '@fedra/contract/articles';
import { type SQL, sql } from 'drizzle-orm';
import { NOW_SQL } from '../../platform/clock';
import { isoTimestampSql, userNameSql } from '../../platform/db/sql-columns';
import { type ListSpec, likePattern, parseListQuery, textParam, whereSql } from '../../platform/list-query/list-query';
import { type ListStatements, selectStatements } from '../../platform/list-query/list-statements';

export const ARTICLE_FROM = sql`federation_articles a LEFT JOIN files f ON f.id = a.cover_file_id`;

export const ARTICLE_STATE = sql`(CASE WHEN a.publish_date IS NULL THEN 'draft'
  WHEN a.publish_date > ${NOW_SQL} THEN 'scheduled' ELSE 'published' END)`;

/** Published for the zone: the date has come and the zone is named. */
export const publishedIn = (zone: ArticleZone): SQL =>
  sql`a.publish_date <= ${NOW_SQL} AND a.zones @> ARRAY[${zone}]::text[]`;

const COVER = sql`CASE WHEN f.id IS NULL THEN NULL ELSE
  json_build_object('id', f.id, 'purpose', f.purpose, 'name', f.name, 'contentType', f.content_type,
                    'size', f.size, 'ownerUserId', f.owner_user_id, 'createdDate', f.created_date) END AS cover`;

/** A reader's list row: no body (the list shows the perex). */
export const SUMMARY_COLUMNS = sql`a.id, a.title, a.perex, a.tags, ${isoTimestampSql(sql`a.publish_date`)} AS "publishDate", ${COVER}`;

export const PUBLISHED_COLUMNS = sql`${SUMMARY_COLUMNS}, a.body`;

export const ARTICLE_COLUMNS = sql`${PUBLISHED_COLUMNS}, a.zones, ${ARTICLE_STATE} AS state,
  ${isoTimestampSql(sql`a.created_date`)} AS "createdDate", a.created_by_id AS "createdById",
  ${isoTimestampSql(sql`a.edited_date`)} AS "editedDate", a.edited_by_id AS "editedById",
  ${userNameSql(sql`a.created_by_id`)} AS "createdByName", ${userNameSql(sql`a.edited_by_id`)} AS "editedByName"`;

/**
 * Every word must occur in title, perex or body text (case and accents ignored). A text of no
 * words (empty or only white space) is no condition: TRUE, never an empty `()`.
 */
function searchWords(text: string, column: SQL): SQL {
  const words = text
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 10)
    .map((word) => sql`${column} LIKE lower(f_unaccent(${likePattern(word)}))`);
  return words.length ? sql`(${sql.join(words, sql` AND `)})` : sql`TRUE`;
}

/**
 * Articles carrying any of the tags, ignoring case as tags are unique ignoring case. Case is
 * compared one way, PostgreSQL's lower() (the server's canonical-spelling lookup uses it too):
 * the values become the stored spellings they match, once per query, so the GIN index on tags
 * still serves `&&`.
 */
const tagField = {
  type: 'text' as const,
  operators: ['valuesEqual', 'valuesMemberOf'] as const,
  filter: (f: { values: (string | number | boolean)[] }) => sql`a.tags && ARRAY(
    SELECT DISTINCT t FROM federation_articles x CROSS JOIN LATERAL unnest(x.tags) AS t
     WHERE lower(t) = ANY(SELECT lower(v) FROM unnest(${sql.param(f.values.map(String))}::text[]) AS v))`,
};

export const adminArticleListSpec: ListSpec = {
  fields: {
    title: {
      type: 'text',
      column: sql`a.title`,
      operators: ['valuesLike'],
      sort: [sql`lower(a.title)`],
      selective: true,
    },
    text: {
      type: 'text',
      operators: ['valuesLike'],
      filter: (f) =>
        sql`(${sql.join(
          f.values.map((v) => searchWords(String(v), sql`a.search`)),
          sql` OR `,
        )})`,
      selective: true,
    },
    tag: { ...tagField, selective: true },
    state: {
      type: 'text',
      operators: ['valuesEqual', 'valuesMemberOf'],
      filter: (f) => sql`${ARTICLE_STATE} = ANY(${sql.param(f.values.map(String))}::text[])`,
    },
    zone: {
      type: 'text',
      operators: ['valuesEqual', 'valuesMemberOf'],
      filter: (f) => sql`a.zones && ${sql.param(f.values.map(String))}::text[]`,
    },
    publishDate: { type: 'date', column: sql`a.publish_date`, operators: ['valueDateRange'], sort: true },
    editedDate: { type: 'date', column: sql`a.edited_date`, operators: ['valueDateRange'], sort: true },
  },
  defaultSort: '-publishDate',
  tieBreaker: sql`a.id DESC`,
};

export function adminArticlesListSql(query: Record<string, unknown>): ListStatements {
  const q = parseListQuery(query, adminArticleListSpec);
  const where = whereSql(q.where);
  return selectStatements(q, {
    columns: ARTICLE_COLUMNS,
    from: ARTICLE_FROM,
    where,
    countFrom: sql`federation_articles a`,
  });
}

export const readerArticleListSpec: ListSpec = {
  fields: {
    tag: { ...tagField, selective: true },
    publishDate: { type: 'date', column: sql`a.publish_date`, operators: ['valueDateRange'], sort: true },
    title: { type: 'text', column: sql`a.title`, operators: ['valuesLike'], sort: [sql`lower(a.title)`] },
  },
  defaultSort: '-publishDate',
  tieBreaker: sql`a.id DESC`,
};

/** A zone's published articles, newest first, narrowed by `q` (words) and the list filters. */
export function readerArticlesListSql(zone: ArticleZone, query: Record<string, unknown>): ListStatements {
  const q = parseListQuery(query, readerArticleListSpec, ['q']);
  const text = textParam(query, 'q');
  const where = whereSql([publishedIn(zone), ...q.where, searchWords(text ?? '', sql`a.search`)]);
  return selectStatements(q, {
    columns: SUMMARY_COLUMNS,
    from: ARTICLE_FROM,
    where,
    countFrom: sql`federation_articles a`,
  });
}
