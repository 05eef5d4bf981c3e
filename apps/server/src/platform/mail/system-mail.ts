// What the system's own mails share (the request statement, invitations, password resets): the
// sender — no-reply at the host of PUBLIC_URL, the site their links point to, else localhost — and
// the HTML made of the plain text, paragraph by paragraph, with the one link made clickable.
import type { Config } from '../config/config';
import type { MailAddress } from './mailer';

export function systemSender(config: Pick<Config, 'PUBLIC_URL' | 'PROJECT_NAME'>): MailAddress {
  const host = config.PUBLIC_URL ? new URL(config.PUBLIC_URL).hostname : 'localhost';
  return { name: config.PROJECT_NAME, address: `no-reply@${host}` };
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The text's paragraphs (blank-line separated) as HTML, `url` as a link wherever it stands. */
export function textToHtml(text: string, url: string): string {
  const href = escapeHtml(url);
  // A function, not a string, as the replacement: `$&`, `$'` in a URL are not replacement patterns.
  const anchor = () => `<a href="${href}">${href}</a>`;
  return text
    .split('\n\n')
    .map((p) => `<p>${escapeHtml(p).replaceAll('\n', '<br>').replace(href, anchor)}</p>`)
    .join('\n');
}
