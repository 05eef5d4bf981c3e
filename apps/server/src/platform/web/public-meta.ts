// What a search engine or a link preview reads of a public page (issue 36 §7): the title, the
// description and Open Graph tags, written into index.html by the server, since crawlers and chat
// previews do not run the application. Each feature declares its public pages in its manifest
// (`publicPages`); a page whose subject does not exist answers 404 with the same application,
// which then shows its not-found page.
import { IdParamsSchema } from '@fedra/contract';
import type { Db } from '../db/pool';
import { publicCacheGeneration } from '../http/public-cache';
import type { Language } from '../i18n/messages';

export type MetaLanguage = Language;

export interface PublicPageMeta {
  title: string;
  description: string;
  /** An absolute or site-relative image address for link previews (a logo, a poster). */
  image?: string | null;
}

export interface PublicMetaContext {
  db: Db;
  /** The path parameters of the page's pattern (`:id` → `params.id`), as written in the address. */
  params: Record<string, string>;
  language: MetaLanguage;
  /** The federation's name (PROJECT_NAME); the server always gives it (a test may not). */
  siteName?: string;
}

export interface PublicPageDeclaration {
  /** The page's path under /zone/public/ as the web route writes it: `tournament/public-detail/:id`. */
  path: string;
  /** Its metadata; null when the subject does not exist (the page then answers 404). */
  meta: (context: PublicMetaContext) => Promise<PublicPageMeta | null>;
}

/** The page's `:id` by the rule the API applies to the same id (a positive integer id); null otherwise. */
export function pageId(params: Record<string, string>): number | null {
  return IdParamsSchema.safeParse({ id: params.id }).data?.id ?? null;
}

export type PublicPageTexts = Record<MetaLanguage, PublicPageMeta>;

/** A public page whose title and description do not depend on a subject (a list, a form). */
export function staticPublicPage(path: string, texts: PublicPageTexts): PublicPageDeclaration {
  return { path, meta: async ({ language }) => texts[language] };
}

/** At most this many pages' metadata is kept; the oldest goes first. */
const META_CACHE_ENTRIES = 1000;

/**
 * The metadata of recently served pages (a miss too), for `seconds`: a crawler or a shared link
 * does not query the database on every visit, as the public calls do not (public-cache.ts).
 */
export function createMetaCache(seconds: number) {
  const entries = new Map<string, { until: number; meta: PublicPageMeta | null }>();
  // Emptied with the public caches when the data changes (clearPublicCaches).
  let seen = publicCacheGeneration();
  return {
    async get(key: string, read: () => Promise<PublicPageMeta | null>): Promise<PublicPageMeta | null> {
      if (seen !== publicCacheGeneration()) {
        entries.clear();
        seen = publicCacheGeneration();
      }
      const kept = entries.get(key);
      if (kept && kept.until > Date.now()) return kept.meta;
      const readIn = publicCacheGeneration();
      const meta = await read();
      if (seconds > 0 && readIn === publicCacheGeneration()) {
        entries.delete(key);
        entries.set(key, { until: Date.now() + seconds * 1000, meta });
        if (entries.size > META_CACHE_ENTRIES) entries.delete(entries.keys().next().value as string);
      }
      return meta;
    },
  };
}

interface CompiledPage {
  pattern: RegExp;
  names: string[];
  declaration: PublicPageDeclaration;
}

/** Matches an address path (after `/zone/public/`) against the declared pages. */
export function publicPageMatcher(pages: readonly PublicPageDeclaration[]) {
  const compiled: CompiledPage[] = pages.map((declaration) => {
    const names: string[] = [];
    const source = declaration.path
      .replace(/^\/+|\/+$/g, '')
      .split('/')
      .map((part) => {
        if (!part.startsWith(':')) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        names.push(part.slice(1));
        return '([^/]+)';
      })
      .join('/');
    return { pattern: new RegExp(`^${source}/?$`), names, declaration };
  });
  return (rest: string): { declaration: PublicPageDeclaration; params: Record<string, string> } | null => {
    for (const page of compiled) {
      const match = page.pattern.exec(rest);
      if (!match) continue;
      const params: Record<string, string> = {};
      page.names.forEach((name, index) => {
        params[name] = safeDecode(match[index + 1]!);
      });
      return { declaration: page.declaration, params };
    }
    return null;
  };
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A description fit for a snippet: one line, at most 200 characters. */
export function snippet(text: string | null | undefined, max = 200): string {
  const plain = (text ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length <= max ? plain : `${plain.slice(0, max - 1).trimEnd()}…`;
}

/**
 * index.html with the page's title, description, canonical address and Open Graph tags. `url` is
 * the page's absolute address, `siteName` the federation's name (the title's suffix).
 */
export function withPageMeta(
  html: string,
  meta: PublicPageMeta,
  { url, siteName, language }: { url: string; siteName: string; language: MetaLanguage },
): string {
  const title = meta.title === siteName ? siteName : `${meta.title} – ${siteName}`;
  const tags = [
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(siteName)}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta property="og:locale" content="${language === 'cs' ? 'cs_CZ' : 'en_GB'}" />`,
    ...(meta.image ? [`<meta property="og:image" content="${escapeHtml(meta.image)}" />`] : []),
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}" />`,
  ].join('');
  return html
    .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>${tags}`);
}
