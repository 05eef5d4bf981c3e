// The nomination e-mail (issue 32 item 7): when a person is nominated to a national team, a message
// to the person's address (persons.email) through the mail delivery every system mail takes
// (platform/mail: SMTP, or the outbox without it), in Czech with the English under it, with a link
// to the member's nominations page where it is accepted or declined. Sent after the commit; a
// failure is the caller's to log, the nomination stands.
import type { Config } from '../../platform/config/config';
import type { AppDeps } from '../../platform/deps';
import type { MailMessage } from '../../platform/mail/mailer';
import { systemSender, textToHtml } from '../../platform/mail/system-mail';
import { type NominationMailFacts, nominationMailFacts } from './representation.service';

/** The member's nominations page (personal zone). */
export const nominationsPage = (origin: string, routerBase: string) =>
  `${origin}${routerBase}zone/personal/representation/nominations`;

export function nominationMail(
  config: Pick<Config, 'PUBLIC_URL' | 'PROJECT_NAME'>,
  f: NominationMailFacts & { email: string },
  url: string,
): MailMessage {
  const from = systemSender(config);
  const what = (d: string | null, c: string | null) => [d, c].filter(Boolean).join(', ');
  const cs = [
    `Dobrý den, ${f.firstName} ${f.lastName},`,
    `byl(a) jste nominován(a) do reprezentačního družstva ${f.teamName} (sezóna ${f.seasonName}${
      what(f.disciplineCs, f.categoryCs) ? `; ${what(f.disciplineCs, f.categoryCs)}` : ''
    }).`,
    'Nominaci prosím přijměte, nebo odmítněte na stránce Moje nominace:',
    url,
  ].join('\n\n');
  const en = [
    `Hello ${f.firstName} ${f.lastName},`,
    `you have been nominated to the national team ${f.teamName} (season ${f.seasonName}${
      what(f.disciplineEn, f.categoryEn) ? `; ${what(f.disciplineEn, f.categoryEn)}` : ''
    }).`,
    'Please accept or decline the nomination on the My nominations page (link above).',
  ].join('\n\n');
  const text = `${cs}\n\n---\n\n${en}\n\n${config.PROJECT_NAME}\n`;
  return {
    from,
    to: { name: `${f.firstName} ${f.lastName}`, address: f.email },
    subject: `Nominace do reprezentace: ${f.teamName} / National team nomination: ${f.teamName}`,
    text,
    html: textToHtml(text, url),
    messageId: `<representation-nomination-${f.nominationId}@${from.address.split('@')[1]}>`,
  };
}

/** The outbox file name of a nomination's mail. */
export const nominationMailFile = (id: number) => `representation-nomination-${id}`;

/** Sends the mail of a new nomination; answers false when the person has no address. Throws when not accepted. */
export async function sendNominationMail(
  deps: Pick<AppDeps, 'db' | 'mail' | 'config'>,
  nominationId: number,
  origin: string,
): Promise<boolean> {
  const facts = await nominationMailFacts(deps.db, nominationId);
  if (!facts?.email) return false;
  const url = nominationsPage(origin, deps.config.ROUTER_BASE);
  await deps.mail.send(
    nominationMail(deps.config, { ...facts, email: facts.email }, url),
    nominationMailFile(nominationId),
  );
  return true;
}
