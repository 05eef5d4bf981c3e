// The e-mail a club gets when the office decided roles it submitted (issue 29 §5): which persons'
// roles were approved, returned or cancelled, the reason, and a link to the club's persons. Both
// languages in one message, as the other system mails.
import type { ApprovalDecision } from '@fedra/contract';
import type { Config } from '../../platform/config/config';
import type { MailMessage } from '../../platform/mail/mailer';
import { systemSender, textToHtml } from '../../platform/mail/system-mail';
import type { DecidedClub } from './persons.approvals';

const WHAT: Record<ApprovalDecision, [string, string]> = {
  approve: ['schválil', 'approved'],
  return: ['vrátil k opravě', 'returned for correction'],
  cancel: ['zrušil', 'cancelled'],
};

export function approvalMail(
  config: Pick<Config, 'PUBLIC_URL' | 'PROJECT_NAME'>,
  club: DecidedClub & { email: string },
  decision: ApprovalDecision,
  reason: string | null,
  roleName: (typeId: number, lang: 'cs' | 'en') => string,
  url: string,
  /** Distinguishes the message (the decision's first role id). */
  key: string,
): MailMessage {
  const from = systemSender(config);
  const [cs, en] = WHAT[decision];
  const list = (lang: 'cs' | 'en') => club.roles.map((r) => `- ${r.person}: ${roleName(r.typeId, lang)}`).join('\n');
  const because = (label: string) => (reason ? `\n\n${label}: ${reason}` : '');
  const text = [
    `Dobrý den,\n\nsvaz ${cs} role, které klub ${club.name} podal ke schválení:\n${list('cs')}${because('Důvod')}\n\nOsoby klubu: ${url}`,
    `Hello,\n\nthe federation ${en} roles that ${club.name} submitted for approval:\n${list('en')}${because('Reason')}\n\nThe club's persons: ${url}`,
    config.PROJECT_NAME,
  ].join('\n\n---\n\n');
  return {
    from,
    to: { name: club.name, address: club.email },
    subject: `Schválení osob / Person approvals: ${club.name}`,
    text,
    html: textToHtml(text, url),
    messageId: `<approval-${key}-${club.clubId}@${from.address.split('@')[1]}>`,
  };
}
