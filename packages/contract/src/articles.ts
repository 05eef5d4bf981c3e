// Federation articles (spec 001 §2 "Home", "Federation articles"): the office writes news with a
// rich-text body, tags, a cover image, a publish date and the zones that see them; every zone's
// home lists the published ones with a text search and a tag filter.
import { z } from 'zod';
import { articleReaderRoutes } from './articles-routes';
import { defineEndpoint } from './common/endpoint';
import { itemEnvelope, listEnvelope } from './common/envelope';
import { ListExportQuerySchema, ListQueryStringSchema } from './common/list-query-schema';
import { AuditSchema, boundedDateTime, IdParamsSchema } from './common/schemas';
import { noControlCharacters, text } from './common/text';

/** The zones an article may be shown in; `public`: the public site's home and news (issue 36). */
export const ARTICLE_ZONES = ['admin', 'club', 'personal', 'public'] as const;
export type ArticleZone = (typeof ARTICLE_ZONES)[number];

export const ARTICLE_LIMITS = {
  title: 200,
  perex: 1000,
  /** Characters of the body after sanitising (the request itself is capped by BODY_LIMIT). */
  body: 500_000,
  tags: 10,
  tag: 40,
} as const;

/** draft: no publish date; scheduled: a future one; published: the date has come. */
export const ARTICLE_STATES = ['draft', 'scheduled', 'published'] as const;
export type ArticleState = (typeof ARTICLE_STATES)[number];

const tag = text({ max: ARTICLE_LIMITS.tag, required: true });

const articleFields = {
  title: text({ max: ARTICLE_LIMITS.title, required: true }),
  perex: text({ max: ARTICLE_LIMITS.perex, multiline: true }).nullish(),
  body: z
    .string({ error: 'validation.string' })
    .refine(...noControlCharacters(true))
    .default('')
    .describe(
      `Rich-text HTML; sanitised by the server (allowlist), at most ${ARTICLE_LIMITS.body} characters after that`,
    ),
  tags: z
    .array(tag, { error: 'validation.array' })
    .max(ARTICLE_LIMITS.tags, 'validation.maxItems')
    .default([])
    .refine((tags) => new Set(tags.map((t) => t.toLocaleLowerCase('cs'))).size === tags.length, 'articles.duplicateTag')
    .describe('Labels, unique regardless of case; a tag another article uses is stored in that spelling'),
  coverImageUrl: text({ max: 2000, trim: false })
    .nullable()
    .optional()
    .describe('The fileUrl of an uploaded image (purpose article-image); null removes the cover, absent keeps it'),
  publishDate: boundedDateTime()
    .nullable()
    .default(null)
    .describe('null: a draft; published once the date has come (a future date: scheduled)'),
  zones: z
    .array(z.enum(ARTICLE_ZONES, { error: 'validation.enum' }), { error: 'validation.required' })
    .min(1, 'validation.required')
    .refine((zones) => new Set(zones).size === zones.length, 'articles.duplicateZone')
    .describe('The zones whose home shows the article'),
};

export const ArticleWriteSchema = z.strictObject(articleFields).meta({ id: 'ArticleWrite' });
export type ArticleWrite = z.input<typeof ArticleWriteSchema>;

/** What readers see of an article in a list (no body). */
export const ArticleSummarySchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    perex: z.string().nullable(),
    tags: z.array(z.string()),
    /** A signed, expiring URL of the cover image; null without one. */
    coverImageUrl: z.string().nullable(),
    publishDate: z.string().nullable(),
  })
  .meta({ id: 'ArticleSummary' });
export type ArticleSummary = z.infer<typeof ArticleSummarySchema>;

export const ArticlePublishedSchema = ArticleSummarySchema.extend({ body: z.string() }).meta({
  id: 'ArticlePublished',
});
export type ArticlePublished = z.infer<typeof ArticlePublishedSchema>;

/** The office's view: everything, with state and audit. */
export const ArticleSchema = ArticlePublishedSchema.extend({
  zones: z.array(z.enum(ARTICLE_ZONES)),
  state: z.enum(ARTICLE_STATES),
  coverFileName: z.string().nullable(),
  ...AuditSchema,
  createdByName: z.string().nullable(),
  editedByName: z.string().nullable(),
}).meta({ id: 'Article' });
export type Article = z.infer<typeof ArticleSchema>;

export const ArticleTagSchema = z.object({ tag: z.string(), count: z.number().int() }).meta({ id: 'ArticleTag' });
export type ArticleTag = z.infer<typeof ArticleTagSchema>;

export const ArticleSearchQuerySchema = ListQueryStringSchema.extend({
  q: text({ max: 200, trim: false })
    .optional()
    .describe('Words that must all occur in title, perex or body (case and accents ignored)'),
});

const ADMIN_LIST =
  'filters title, text (title, perex and body), tag, state (draft, scheduled, published), zone; sorts publishDate, title, editedDate';
const READER_LIST = 'q (text search), filter tag; sorts publishDate (default newest first), title';

const admin = (action: string) => ({ kind: 'zone' as const, zone: 'admin' as const, action });

function readerCalls(zone: ArticleZone) {
  const routes = articleReaderRoutes[zone];
  return {
    published: defineEndpoint({
      ...routes.published,
      summary: `Articles published for the ${zone} zone, newest first; ${READER_LIST}`,
      tags: ['articles'],
      query: ArticleSearchQuerySchema,
      status: 200,
      response: listEnvelope(ArticleSummarySchema),
    }),
    publishedGet: defineEndpoint({
      ...routes.publishedGet,
      summary: `One published article of the ${zone} zone (404 when missing, unpublished or not shown here)`,
      tags: ['articles'],
      params: IdParamsSchema,
      status: 200,
      response: itemEnvelope(ArticlePublishedSchema),
    }),
    tags: defineEndpoint({
      ...routes.tags,
      summary: `The tags of the articles published for the ${zone} zone, with how many use each; ?format=csv|xlsx: as a file`,
      tags: ['articles'],
      query: ListExportQuerySchema,
      status: 200,
      response: listEnvelope(ArticleTagSchema),
    }),
  };
}

const adminReader = readerCalls('admin');
const clubReader = readerCalls('club');
const personalReader = readerCalls('personal');
const publicReader = readerCalls('public');

export const articlesEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/admin-zone/federation-articles',
    operationId: 'federation.article.list',
    summary: `Every article (drafts and scheduled too); ${ADMIN_LIST}`,
    tags: ['articles'],
    access: admin('federation.article.list'),
    query: ListQueryStringSchema,
    status: 200,
    response: listEnvelope(ArticleSchema),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/admin-zone/federation-articles/:id',
    operationId: 'federation.article.get',
    summary: 'One article with the links the caller may follow',
    tags: ['articles'],
    access: admin('federation.article.list'),
    params: IdParamsSchema,
    status: 200,
    response: itemEnvelope(ArticleSchema),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/admin-zone/federation-articles',
    operationId: 'federation.article.create',
    summary: 'Write an article (its body is sanitised)',
    tags: ['articles'],
    access: admin('federation.article.create'),
    body: ArticleWriteSchema,
    status: 201,
    response: itemEnvelope(ArticleSchema),
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/admin-zone/federation-articles/:id',
    operationId: 'federation.article.update',
    summary: 'Change an article (a new cover replaces the old one, which is deleted)',
    tags: ['articles'],
    access: admin('federation.article.update'),
    params: IdParamsSchema,
    body: ArticleWriteSchema,
    status: 202,
    response: itemEnvelope(ArticleSchema),
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/api/admin-zone/federation-articles/:id',
    operationId: 'federation.article.delete',
    summary: 'Delete an article and its cover image',
    tags: ['articles'],
    access: admin('federation.article.delete'),
    params: IdParamsSchema,
    status: 202,
    response: z.null(),
  }),
  adminPublished: adminReader.published,
  adminPublishedGet: adminReader.publishedGet,
  adminTags: adminReader.tags,
  clubPublished: clubReader.published,
  clubPublishedGet: clubReader.publishedGet,
  clubTags: clubReader.tags,
  personalPublished: personalReader.published,
  personalPublishedGet: personalReader.publishedGet,
  personalTags: personalReader.tags,
  publicPublished: publicReader.published,
  publicPublishedGet: publicReader.publishedGet,
  publicTags: publicReader.tags,
};

/** The reader calls of a zone, by zone. */
export const ARTICLE_READER_CALLS = {
  admin: adminReader,
  club: clubReader,
  personal: personalReader,
  public: publicReader,
} as const;
