// A campaign as its recipients get it: the template's HTML with the fields' values (text escaped,
// rich text sanitised), the personal placeholders, and a plain-text part generated from the HTML.
// The campaign is rendered once; each recipient then costs only the personal substitutions:
// the names, the greeting in the vocative, and the unsubscribe link (issue 36), which a template
// places with {{unsubscribe}} or which otherwise ends the message.
import type { Language } from '../../platform/i18n/messages';
import { richTextSanitizer } from '../../platform/rich-text/rich-text-sanitize';
import { czechGreeting, firstNameVocative } from './vocative';

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
  /** Codebook `sexes` of the person (1 man, 2 woman), when known: the vocative's gender. */
  sexId?: number | null;
  /** The recipient's unsubscribe page and the language of its sentence; none: no link. */
  unsubscribe?: { url: string; language: Language } | null;
}

export interface RenderedMessage {
  subject: string;
  html: string;
  text: string;
}

/**
 * The placeholders filled per recipient; any other `{{key}}` is a field or the federation's name.
 * `firstNameVocative`: "Jano"; `greeting`: "Dobrý den, Jano" ("Dobrý den" without a first name);
 * `unsubscribe`: the sentence with the recipient's unsubscribe link, in the recipient's language.
 */
export const PERSONAL = ['firstName', 'fullName', 'firstNameVocative', 'greeting', 'unsubscribe'] as const;
type PersonalKey = (typeof PERSONAL)[number];
const PERSONAL_SPLIT = new RegExp(`\\{\\{\\s*(${PERSONAL.join('|')})\\s*\\}\\}`);
const HAS_UNSUBSCRIBE = /\{\{\s*unsubscribe\s*\}\}/;
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
  return s.split(PERSONAL_SPLIT);
}

function joinParts(parts: string[], value: (key: PersonalKey) => string): string {
  let out = '';
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i] ?? '';
    out += i % 2 === 0 ? part : value(part as PersonalKey);
  }
  return out;
}

/** The unsubscribe sentence: the link's text and the words around it, per language. */
const UNSUBSCRIBE_TEXT: Record<Language, { before: string; link: string; after: string }> = {
  cs: { before: 'Nechcete-li od nás další hromadné e-maily dostávat, ', link: 'odhlaste se z odběru', after: '.' },
  en: { before: 'If you no longer want to receive these e-mails, ', link: 'unsubscribe', after: '.' },
};

function unsubscribeSentence(unsubscribe: Recipient['unsubscribe'], html: boolean): string {
  if (!unsubscribe) return '';
  const t = UNSUBSCRIBE_TEXT[unsubscribe.language] ?? UNSUBSCRIBE_TEXT.cs;
  if (!html) return `${t.before}${t.link}: ${unsubscribe.url}`;
  return `${escapeHtml(t.before)}<a href="${escapeHtml(unsubscribe.url)}">${escapeHtml(t.link)}</a>${escapeHtml(t.after)}`;
}

/** A template without {{unsubscribe}} gets it as its last paragraph (before </body> when it has one). */
function withUnsubscribeHtml(html: string): string {
  if (HAS_UNSUBSCRIBE.test(html)) return html;
  const footer = '<p style="margin:16px 0 0;font-size:12px;color:#868e96">{{unsubscribe}}</p>';
  const end = html.search(/<\/body\s*>(?![\s\S]*<\/body)/i);
  return end < 0 ? `${html}${footer}` : `${html.slice(0, end)}${footer}${html.slice(end)}`;
}

const withUnsubscribeText = (text: string) => (HAS_UNSUBSCRIBE.test(text) ? text : `${text}\n\n{{unsubscribe}}`);

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
  const filledHtml = withUnsubscribeHtml(fill(template.htmlContent, true));
  const html = personalParts(filledHtml);
  const textSource =
    !template.generatePlainContent && template.plainContent ? fill(template.plainContent, false) : null;
  const text = personalParts(withUnsubscribeText(textSource ?? htmlToText(filledHtml)));
  const subject = personalParts(fill(campaign.subject, false));
  return (recipient) => {
    const vocative = firstNameVocative(recipient.firstName, recipient.sexId);
    const plain = (key: PersonalKey): string => {
      switch (key) {
        case 'firstName':
          return recipient.firstName;
        case 'fullName':
          return recipient.fullName;
        case 'firstNameVocative':
          return vocative;
        case 'greeting':
          return czechGreeting(vocative);
        case 'unsubscribe':
          return unsubscribeSentence(recipient.unsubscribe, false);
      }
    };
    return {
      // A subject is one line: the unsubscribe sentence has no place there.
      subject: joinParts(subject, (key) => (key === 'unsubscribe' ? '' : plain(key))),
      html: joinParts(html, (key) =>
        key === 'unsubscribe' ? unsubscribeSentence(recipient.unsubscribe, true) : escapeHtml(plain(key)),
      ),
      text: joinParts(text, plain).trimEnd(),
    };
  };
}
