// Federation articles (migration 0015): news with a sanitised rich-text body, tags, a cover image
// (a stored file), a publish date and the zones that show them.
import { sql } from 'drizzle-orm';
import { check, index, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { auditColumns } from './columns';
import { files } from './files';

export const federationArticles = pgTable(
  'federation_articles',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    perex: text('perex'),
    /** Sanitised HTML (articles-sanitize.ts). */
    body: text('body').notNull().default(''),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    coverFileId: uuid('cover_file_id').references(() => files.id, { onDelete: 'set null' }),
    /** Null: a draft; in the future: scheduled. */
    publishDate: timestamp('publish_date', { withTimezone: true }),
    /** Among admin, club, personal. */
    zones: text('zones').array().notNull(),
    /** Lower-case, accent-free title, perex and body text for the reader search. */
    search: text('search')
      .notNull()
      .generatedAlwaysAs(
        sql`lower(f_unaccent("title" || ' ' || coalesce("perex", '') || ' ' || regexp_replace("body", '<[^>]*>', ' ', 'g')))`,
      ),
    ...auditColumns,
  },
  (t) => [
    check(
      'federation_articles_zones_chk',
      sql`cardinality(${t.zones}) >= 1 AND ${t.zones} <@ ARRAY['admin', 'club', 'personal', 'public']::text[]`,
    ),
    check('federation_articles_tags_chk', sql`cardinality(${t.tags}) <= 10`),
    uniqueIndex('federation_articles_cover_file_idx').on(t.coverFileId),
    index('federation_articles_publish_idx').on(t.publishDate, t.id),
    index('federation_articles_title_idx').on(sql`lower(${t.title})`, t.id),
    index('federation_articles_edited_idx').on(t.editedDate, t.id),
    index('federation_articles_tags_idx').using('gin', t.tags),
    index('federation_articles_zones_idx').using('gin', t.zones),
    index('federation_articles_search_trgm_idx').using('gin', sql`${t.search} gin_trgm_ops`),
    index('federation_articles_title_trgm_idx').using('gin', sql`lower(f_unaccent(${t.title})) gin_trgm_ops`),
  ],
);
