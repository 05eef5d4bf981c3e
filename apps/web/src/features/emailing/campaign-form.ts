// The campaign settings form's values, the body they become, and their check with the contract's
// create schema (the update adds the id and the content).
import { type Campaign, type CampaignCreate, CampaignCreateSchema, type EmailTemplate } from '@fedra/contract/emailing';
import { type FieldLabels, zodFieldErrors } from '../../platform/forms';

export interface CampaignFormValues {
  name: string;
  subject: string;
  templateId: string | null;
  senderId: string | null;
  lists: string[];
}

export function campaignFormValues(campaign: Campaign | null): CampaignFormValues {
  return {
    name: campaign?.name ?? '',
    subject: campaign?.subject ?? '',
    templateId: campaign ? String(campaign.templateId) : null,
    senderId: campaign ? String(campaign.senderId) : null,
    lists: campaign?.lists.map((l) => String(l.id)) ?? [],
  };
}

const id = (value: string | null) => (value ? Number(value) : (undefined as unknown as number));

export function campaignBody(values: CampaignFormValues): CampaignCreate {
  return {
    name: values.name,
    subject: values.subject,
    templateId: id(values.templateId),
    senderId: id(values.senderId),
    lists: values.lists.map(Number),
  };
}

/** Field -> message, in the current language; {} when the form may be sent. */
export function campaignFormErrors(values: CampaignFormValues, labels: FieldLabels): Record<string, string> {
  return zodFieldErrors(CampaignCreateSchema, campaignBody(values), labels);
}

/** The subject a template suggests, when the subject is still empty. */
export function prefilledSubject(subject: string, template: EmailTemplate | undefined): string {
  return subject.trim() === '' && template?.subject ? template.subject : subject;
}

/** Whether the campaign holds content a template change would drop. */
export const hasContent = (data: Record<string, string> | undefined) =>
  Object.values(data ?? {}).some((v) => v.trim() !== '');
