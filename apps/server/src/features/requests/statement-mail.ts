// The e-mail that asks a club for its statement: both languages, the link, and until when it works.
import type { Config } from '../../platform/config/config';
import { shownDate } from '../../platform/i18n/shown-date';
import type { MailMessage } from '../../platform/mail/mailer';
import { systemSender, textToHtml } from '../../platform/mail/system-mail';

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

export function statementMail(config: Pick<Config, 'PUBLIC_URL' | 'PROJECT_NAME'>, r: StatementMailInput): MailMessage {
  const from = systemSender(config);
  const person = r.personName ?? '';
  const till = shownDate(r.expiresAt.toISOString());
  const cs = `Dobrý den,\n\nžádáme vás o vyjádření k žádosti „${r.typeNameCs}“ (č. ${r.id})${person ? ` osoby ${person}` : ''}.\nVyjádřete se prosím na adrese:\n${r.statementUrl}\n\nOdkaz platí do ${till}.`;
  const en = `Hello,\n\nplease give your statement on the request "${r.typeNameEn}" (no. ${r.id})${person ? ` of ${person}` : ''}:\n${r.statementUrl}\n\nThe link works until ${till}.`;
  const text = `${cs}\n\n---\n\n${en}\n\n${config.PROJECT_NAME}\n`;
  const html = textToHtml(text, r.statementUrl);
  return {
    from,
    to: { name: r.statementClubName, address: r.email },
    subject: `Žádost o vyjádření / Statement requested: ${r.typeNameCs} č. ${r.id}`,
    html,
    text,
    messageId: `<request-${r.id}.statement-${r.expiresAt.getTime()}@${from.address.split('@')[1]}>`,
  };
}
