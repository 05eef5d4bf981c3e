// The one rich-text sanitiser (sanitize-html) behind every stored body: the allowlist of what the
// editor (web platform/forms/RichTextEditor) produces, and per use a few options. Whatever is not
// on the list is dropped before the text is stored, so it can be rendered as HTML: no script,
// style element, event handler, javascript: or data: URL survives; a link opening elsewhere has
// `rel="noopener noreferrer nofollow"`, any other `target` is dropped.
import { createRequire } from 'node:module';
import type sanitizeHtml from 'sanitize-html';

// Loaded on the first text (sanitize-html and its parser hold about 10 MB in every server);
// required, not imported, so that a sanitiser stays synchronous.
const require = createRequire(import.meta.url);
let library: typeof sanitizeHtml | undefined;
const sanitize = (html: string, options: sanitizeHtml.IOptions): string => {
  library ??= require('sanitize-html') as typeof sanitizeHtml;
  return library(html, options);
};

export interface RichTextOptions {
  /** Tags beyond the editor's (e-mail templates' bodies: tables, span, div). */
  extraTags?: string[];
  /** Attributes beyond the editor's, by tag. */
  extraAttributes?: Record<string, string[]>;
  /**
   * Links only to absolute http(s) or mailto addresses (e-mail: a relative link means nothing in
   * a mailbox); otherwise relative links stay (pages of the site).
   */
  absoluteLinksOnly?: boolean;
}

const ALIGN = [/^(left|right|center|justify)$/];
const ALIGNABLE = ['p', 'h1', 'h2', 'h3', 'h4'];
const EDITOR_TAGS = [
  ...ALIGNABLE,
  'strong',
  'em',
  'u',
  's',
  'code',
  'pre',
  'ul',
  'ol',
  'li',
  'blockquote',
  'br',
  'hr',
  'a',
  'img',
];
const ABSOLUTE_LINK = /^(https?:\/\/|mailto:)/i;

/** A sanitiser with the options: `(html) => safe html`. */
export function richTextSanitizer(options: RichTextOptions = {}): (html: string) => string {
  const extra = options.extraAttributes ?? {};
  const config: sanitizeHtml.IOptions = {
    allowedTags: [...EDITOR_TAGS, ...(options.extraTags ?? [])],
    allowedAttributes: {
      ...extra,
      a: ['href', 'target', 'rel', ...(extra.a ?? [])],
      img: ['src', 'alt', ...(extra.img ?? [])],
      ...Object.fromEntries(ALIGNABLE.map((tag) => [tag, ['style', ...(extra[tag] ?? [])]])),
    },
    allowedStyles: Object.fromEntries(ALIGNABLE.map((tag) => [tag, { 'text-align': ALIGN }])),
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['http', 'https'] },
    allowedSchemesAppliedToAttributes: ['href', 'src'],
    allowProtocolRelative: false,
    // Other tags go with their content where it is code-like, keep their text otherwise.
    disallowedTagsMode: 'discard',
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math'],
    transformTags: {
      // A link that opens elsewhere does not hand the opener to the page it opens.
      a: (tagName, attribs) => {
        const out: sanitizeHtml.Attributes = { ...attribs };
        if (out.target && out.target !== '_blank') delete out.target;
        if (out.target === '_blank') out.rel = 'noopener noreferrer nofollow';
        else delete out.rel;
        if (options.absoluteLinksOnly && out.href !== undefined && !ABSOLUTE_LINK.test(out.href.trim()))
          delete out.href;
        return { tagName, attribs: out };
      },
      // Images only from absolute http(s) addresses: a relative or signed address of our own
      // would break (signed download URLs expire within minutes).
      img: (tagName, attribs) => {
        const absolute = /^https?:\/\//i.test(attribs.src ?? '');
        return { tagName, attribs: absolute ? attribs : { ...attribs, src: '' } };
      },
      // Tiptap marks with the semantic tags; the older ones mean the same.
      b: 'strong',
      i: 'em',
      strike: 's',
      del: 's',
    },
    // An image whose source was refused is not kept as an empty frame.
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  };
  return (html) => sanitize(html, config).trim();
}
