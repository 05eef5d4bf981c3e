// The article form's values, the body they become, and their check with the contract's schema.
import { ARTICLE_LIMITS, type Article, type ArticleWrite, ArticleWriteSchema } from '@fedra/contract/articles';
import { type FieldLabels, zodFieldErrors } from '../../platform/forms';
import { toLocalInput } from '../../platform/i18n/format';

export interface ArticleFormValues {
  title: string;
  perex: string;
  body: string;
  tags: string[];
  /** A new cover image to upload. */
  cover: File | null;
  removeCover: boolean;
  /** `YYYY-MM-DDTHH:mm` in the user's time zone; empty: a draft. */
  publishDate: string;
  zones: string[];
}

/** A date-and-time field's local value as an ISO instant; invalid text stays as it is, for the schema to refuse. */
function toIso(local: string): string | null {
  if (!local) return null;
  const d = new Date(local);
  return Number.isNaN(d.getTime()) ? local : d.toISOString();
}

export function articleFormValues(article: Article | null): ArticleFormValues {
  return {
    title: article?.title ?? '',
    perex: article?.perex ?? '',
    body: article?.body ?? '',
    tags: article?.tags ?? [],
    cover: null,
    removeCover: false,
    publishDate: toLocalInput(article?.publishDate),
    zones: article?.zones ?? ['admin', 'club', 'personal'],
  };
}

/** The write body without the cover (the page adds it after the upload). */
export function articleBody(values: ArticleFormValues): ArticleWrite {
  return {
    title: values.title,
    perex: values.perex.trim() || null,
    body: values.body,
    tags: values.tags.map((t) => t.trim()).filter(Boolean),
    publishDate: toIso(values.publishDate),
    zones: values.zones as ArticleWrite['zones'],
  };
}

/** Server and schema problems of a list's items (tags.3) belong to the list's field. */
export const ARTICLE_FIELD_MAP: Record<string, string> = {
  coverImageUrl: 'cover',
  ...Object.fromEntries(Array.from({ length: ARTICLE_LIMITS.tags + 1 }, (_, i) => [`tags.${i}`, 'tags'])),
  ...Object.fromEntries([0, 1, 2, 3].map((i) => [`zones.${i}`, 'zones'])),
};

/** Field -> message, in the current language; {} when the form may be sent. */
export function articleFormErrors(values: ArticleFormValues, labels: FieldLabels): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(zodFieldErrors(ArticleWriteSchema, articleBody(values), labels))) {
    const target = ARTICLE_FIELD_MAP[field] ?? field;
    errors[target] ??= message;
  }
  return errors;
}
