// The allowlist of an article body: what the editor (platform/forms/RichTextEditor) produces and
// nothing more. Anything else is dropped before the body is stored, so readers' pages can render it
// as HTML: no script, no event handler, no javascript: or data: URL survives.
import sanitizeHtml from 'sanitize-html';

const ALIGN = [/^(left|right|center|justify)$/];
const ALIGNABLE = ['p', 'h1', 'h2', 'h3', 'h4'];

/** Our own stored files, as the file store signs them (relative to the server). */
const OWN_FILE = /^\/api\/files\/download\/[0-9a-f-]{36}\?/;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
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
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt'],
    ...Object.fromEntries(ALIGNABLE.map((tag) => [tag, ['style']])),
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
      return { tagName, attribs: out };
    },
    // Relative links are refused for images but our own files (the schemes above cover absolute ones).
    img: (tagName, attribs) => {
      const src = attribs.src ?? '';
      const absolute = /^https?:\/\//i.test(src);
      return { tagName, attribs: absolute || OWN_FILE.test(src) ? attribs : { ...attribs, src: '' } };
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

/** The body as it may be stored and shown. */
export function sanitizeArticleBody(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
