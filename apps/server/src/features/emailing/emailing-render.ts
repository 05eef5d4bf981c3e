// A campaign as its recipients get it: the template's HTML with the fields' values (text escaped,
// rich text sanitised), the personal placeholders, and a plain-text part generated from the HTML.
// The campaign is rendered once; each recipient then costs only the personal substitutions.
import { richTextSanitizer } from '../../platform/rich-text/rich-text-sanitize';

export interface TemplateFieldDef {
  key: string;
  type: 'text' | 'richtext';
  required: boolean;
  label: { cs: string; en: string };
}

export interface RenderableTemplate {
  htmlContent: string;
  plainContent: string | null;
  generatePlainContent: boolean;
  fields: TemplateFieldDef[];
}

export interface Recipient {
  firstName: string;
  fullName: string;
}

export interface RenderedMessage {
  subject: string;
  html: string;
  text: string;
}

/** The placeholders filled per recipient; any other `{{key}}` is a field or the federation's name. */
const PERSONAL = ['firstName', 'fullName'] as const;
const PLACEHOLDER = /\{\{\s*([a-zA-Z][a-zA-Z0-9]*)\s*\}\}/g;

export const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/**
 * Rich text as stored in a campaign: the platform's sanitiser with what e-mail templates use
 * besides (tables, span, div, image sizes); links only to absolute addresses.
 */
export const sanitizeRichText = richTextSanitizer({
  extraTags: ['span', 'div', 'table', 'thead', 'tbody', 'tr', 'th', 'td'],
  extraAttributes: { a: ['title'], img: ['title', 'width', 'height'] },
  absoluteLinksOnly: true,
});

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Readable plain text of an e-mail's HTML: blocks become lines, links keep their address. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(head|style|script|title)\b[\s\S]*?<\/\1>/gi, '')
    .replace(/<a\b[^>]*?href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_m, href: string, inner: string) =>
      inner.replace(/<[^>]+>/g, '').trim() === href ? href : `${inner} (${href})`,
    )
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li\b[^>]*>/gi, '\n- ')
    .replace(/<\/(p|div|h[1-6]|tr|table|ul|ol|blockquote|pre)>/gi, '\n\n')
    .replace(/<hr\b[^>]*>/gi, '\n----\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e: string) => {
      if (e[0] === '#') {
        const code = e[1] === 'x' || e[1] === 'X' ? Number.parseInt(e.slice(2), 16) : Number(e.slice(1));
        // Outside Unicode, a NUL or a lone surrogate: the replacement character, as browsers do.
        const valid = code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff);
        return String.fromCodePoint(valid ? code : 0xfffd);
      }
      return ENTITIES[e.toLowerCase()] ?? m;
    })
    .replace(/[ \t\r\f\v]+/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Splits at the personal placeholders: [text, key, text, key, ..., text]. */
function personalParts(s: string): string[] {
  return s.split(/\{\{\s*(firstName|fullName)\s*\}\}/);
}

function joinParts(parts: string[], values: Recipient, encode: (s: string) => string): string {
  let out = '';
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i] ?? '';
    out += i % 2 === 0 ? part : encode(values[part as keyof Recipient] ?? '');
  }
  return out;
}

/** Renders a campaign once; the answer renders it for each recipient. */
export function prepareCampaign(
  template: RenderableTemplate,
  campaign: { subject: string; data: Record<string, string> },
  federationName: string,
): (recipient: Recipient) => RenderedMessage {
  const types = new Map(template.fields.map((f) => [f.key, f.type]));
  const fill = (source: string, inHtml: boolean) =>
    source.replace(PLACEHOLDER, (m, key: string) => {
      if ((PERSONAL as readonly string[]).includes(key)) return m;
      if (key === 'federationName') return inHtml ? escapeHtml(federationName) : federationName;
      const value = campaign.data[key] ?? '';
      if (!inHtml) return types.get(key) === 'richtext' ? htmlToText(value) : value;
      return types.get(key) === 'richtext' ? sanitizeRichText(value) : escapeHtml(value);
    });
  const html = personalParts(fill(template.htmlContent, true));
  const textSource =
    !template.generatePlainContent && template.plainContent ? fill(template.plainContent, false) : null;
  const text = personalParts(textSource ?? htmlToText(fill(template.htmlContent, true)));
  const subject = personalParts(fill(campaign.subject, false));
  const same = (s: string) => s;
  return (recipient) => ({
    subject: joinParts(subject, recipient, same),
    html: joinParts(html, recipient, escapeHtml),
    text: joinParts(text, recipient, same),
  });
}
