// The e-mail that asks a club for its statement: both languages, the link, and until when it works.
import type { Config } from '../../platform/config/config';
import { shownDate } from '../../platform/i18n/shown-date';
import type { MailMessage } from '../../platform/mail/mailer';

interface StatementMailInput {
  id: number;
  typeNameCs: string;
  typeNameEn: string;
  personName: string | null;
  statementClubName: string | null;
  email: string;
  statementUrl: string;
  expiresAt: Date;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The sender: no-reply at the host of PUBLIC_URL (the site the link points to), else localhost. */
function sender(config: Pick<Config, 'PUBLIC_URL' | 'PROJECT_NAME'>) {
  const host = config.PUBLIC_URL ? new URL(config.PUBLIC_URL).hostname : 'localhost';
  return { name: config.PROJECT_NAME, address: `no-reply@${host}` };
}

export function statementMail(config: Pick<Config, 'PUBLIC_URL' | 'PROJECT_NAME'>, r: StatementMailInput): MailMessage {
  const from = sender(config);
  const person = r.personName ?? '';
  const till = shownDate(r.expiresAt.toISOString());
  const cs = `Dobrý den,\n\nžádáme vás o vyjádření k žádosti „${r.typeNameCs}“ (č. ${r.id})${person ? ` osoby ${person}` : ''}.\nVyjádřete se prosím na adrese:\n${r.statementUrl}\n\nOdkaz platí do ${till}.`;
  const en = `Hello,\n\nplease give your statement on the request "${r.typeNameEn}" (no. ${r.id})${person ? ` of ${person}` : ''}:\n${r.statementUrl}\n\nThe link works until ${till}.`;
  const text = `${cs}\n\n---\n\n${en}\n\n${config.PROJECT_NAME}\n`;
  const url = escapeHtml(r.statementUrl);
  // A function, not a string, as the replacement: `$&`, `$'` in a URL are not replacement patterns.
  const anchor = () => `<a href="${url}">${url}</a>`;
  const html = text
    .split('\n\n')
    .map((p) => `<p>${escapeHtml(p).replaceAll('\n', '<br>').replace(url, anchor)}</p>`)
    .join('\n');
  return {
    from,
    to: { name: r.statementClubName, address: r.email },
    subject: `Žádost o vyjádření / Statement requested: ${r.typeNameCs} č. ${r.id}`,
    html,
    text,
    messageId: `<request-${r.id}.statement-${r.expiresAt.getTime()}@${from.address.split('@')[1]}>`,
  };
}
