// The e-mails of an account's one-time links: the invitation (set your password, 72 h) and the
// forgotten password (1 h). Both languages in one message, the link, and until when it works; the
// sender is no-reply at the host of PUBLIC_URL, as the other system mails.
import type { Config } from '../../platform/config/config';
import { shownDate } from '../../platform/i18n/shown-date';
import type { MailMessage } from '../../platform/mail/mailer';
import { systemSender, textToHtml } from '../../platform/mail/system-mail';

export interface LinkMailInput {
  kind: 'invitation' | 'password-reset';
  name: string;
  email: string;
  url: string;
  expiresAt: Date;
  /** Distinguishes the message (the token's row id). */
  tokenId: number;
}

const when = (d: Date) => `${shownDate(d.toISOString())} ${d.toISOString().slice(11, 16)} UTC`;

export function linkMail(config: Pick<Config, 'PUBLIC_URL' | 'PROJECT_NAME'>, m: LinkMailInput): MailMessage {
  const from = systemSender(config);
  const till = when(m.expiresAt);
  const project = config.PROJECT_NAME;
  const [cs, en, subject] =
    m.kind === 'invitation'
      ? [
          `Dobrý den, ${m.name},\n\nbyl vám zřízen účet v systému ${project}. Přihlašovací jméno je vaše e-mailová adresa ${m.email}.\nHeslo si nastavíte na adrese:\n${m.url}\n\nOdkaz platí do ${till} a lze ho použít jednou.`,
          `Hello ${m.name},\n\nan account in ${project} has been created for you. Your user name is your e-mail address ${m.email}.\nSet your password here:\n${m.url}\n\nThe link works once, until ${till}.`,
          `Pozvánka do systému ${project} / Your invitation to ${project}`,
        ]
      : [
          `Dobrý den, ${m.name},\n\nněkdo požádal o obnovení hesla k vašemu účtu v systému ${project}. Nové heslo si nastavíte na adrese:\n${m.url}\n\nOdkaz platí do ${till} a lze ho použít jednou. Pokud jste o obnovení nežádali, zprávu ignorujte; heslo zůstává beze změny.`,
          `Hello ${m.name},\n\nsomeone asked to reset the password of your ${project} account. Set a new password here:\n${m.url}\n\nThe link works once, until ${till}. If you did not ask for it, ignore this message; your password stays as it is.`,
          `Obnovení hesla / Password reset: ${project}`,
        ];
  const text = `${cs}\n\n---\n\n${en}\n\n${project}\n`;
  const html = textToHtml(text, m.url);
  return {
    from,
    to: { name: m.name, address: m.email },
    subject,
    html,
    text,
    messageId: `<${m.kind}-${m.tokenId}@${from.address.split('@')[1]}>`,
  };
}
