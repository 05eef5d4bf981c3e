// Create or edit a campaign's settings: name, template, subject, sender and recipient lists, with
// the union's recipient count shown live. A template's default subject fills an empty subject.
// Changing the template of a campaign with content asks first (spec 001 §2: the content already
// created is deleted) and the save then sends the campaign without it.
import type { Campaign } from '@fedra/contract/emailing';
import { Modal, MultiSelect, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions, useFormSave, useGuardedClose } from '../../../platform/forms';
import {
  allListsQuery,
  allSendersQuery,
  CAMPAIGNS_KEY,
  campaignUpdateBody,
  createCampaign,
  templatesQuery,
  updateCampaign,
} from '../api';
import {
  type CampaignFormValues,
  campaignBody,
  campaignFormErrors,
  campaignFormValues,
  hasContent,
  prefilledSubject,
} from '../campaign-form';
import { RecipientCount } from './RecipientCount';

interface Props {
  /** null: a new campaign (a draft). */
  campaign: Campaign | null;
  onClose: () => void;
  onCreated?: (campaign: Campaign) => void;
}

export function CampaignFormModal({ campaign, onClose, onCreated }: Props) {
  const { t } = useTranslation('emailing');
  const templates = useQuery(templatesQuery()).data?.data ?? [];
  const senders = useQuery(allSendersQuery()).data?.data ?? [];
  const lists = useQuery(allListsQuery()).data?.data ?? [];
  const labels: Record<keyof CampaignFormValues, string> = {
    name: t('field.name'),
    subject: t('field.subject'),
    templateId: t('field.template'),
    senderId: t('field.sender'),
    lists: t('field.lists'),
  };
  const form = useForm<CampaignFormValues>({
    initialValues: campaignFormValues(campaign),
    validate: (values) => campaignFormErrors(values, labels),
  });
  // The content goes with a changed template; it is dropped only when the change is saved.
  const [dropContent, setDropContent] = useState(false);
  const close = useGuardedClose(form.isDirty(), onClose);
  const save = useFormSave(form, { invalidate: CAMPAIGNS_KEY, onSaved: onClose });

  const takeTemplate = (templateId: string) => {
    const template = templates.find((tpl) => String(tpl.id) === templateId);
    form.setFieldValue('templateId', templateId);
    form.setFieldValue('subject', prefilledSubject(form.getValues().subject, template));
    setDropContent(Boolean(campaign) && templateId !== String(campaign?.templateId));
  };
  const changeTemplate = (templateId: string | null) => {
    if (!templateId || templateId === form.getValues().templateId) return;
    if (!campaign || !hasContent(campaign.data) || templateId === String(campaign.templateId)) {
      takeTemplate(templateId);
      return;
    }
    modals.openConfirmModal({
      title: t('form.templateChangeTitle'),
      children: t('form.templateChangeText'),
      labels: { confirm: t('form.templateChangeConfirm'), cancel: t('common:cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => takeTemplate(templateId),
    });
  };

  const submit = form.onSubmit((values) =>
    save(async () => {
      const body = campaignBody(values);
      if (campaign) {
        return updateCampaign(
          campaign.id,
          campaignUpdateBody(campaign, { ...body, data: dropContent ? {} : campaign.data }),
        );
      }
      const created = await createCampaign(body);
      onCreated?.(created.data);
    }),
  );

  const templateOptions = templates.map((tpl) => ({ value: String(tpl.id), label: tpl.name }));
  if (campaign && !templates.some((tpl) => tpl.id === campaign.templateId)) {
    templateOptions.push({ value: String(campaign.templateId), label: campaign.templateName });
  }
  // Inactive senders stay out of new choices but a campaign keeps the one it has.
  const senderOptions = senders
    .filter((s) => s.active || s.id === campaign?.senderId)
    .map((s) => ({ value: String(s.id), label: `${s.name} <${s.email}>` }));
  if (campaign && !senders.some((s) => s.id === campaign.senderId)) {
    senderOptions.push({
      value: String(campaign.senderId),
      label: `${campaign.sender.name} <${campaign.sender.email}>`,
    });
  }
  const listOptions = lists.map((l) => ({
    value: String(l.id),
    label: t('form.listOption', { name: l.name, count: l.countContact }),
  }));
  for (const l of campaign?.lists ?? []) {
    if (!lists.some((known) => known.id === l.id)) {
      listOptions.push({ value: String(l.id), label: t('form.listOption', { name: l.name, count: l.countContact }) });
    }
  }

  return (
    <Modal opened onClose={close} title={campaign ? t('form.editTitle') : t('form.newTitle')} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput label={labels.name} required {...form.getInputProps('name')} />
          <Select
            label={labels.templateId}
            required
            allowDeselect={false}
            data={templateOptions}
            {...form.getInputProps('templateId')}
            onChange={changeTemplate}
            description={dropContent ? t('form.contentDropped') : undefined}
          />
          <TextInput label={labels.subject} required {...form.getInputProps('subject')} />
          <Select
            label={labels.senderId}
            required
            allowDeselect={false}
            searchable
            data={senderOptions}
            {...form.getInputProps('senderId')}
          />
          <MultiSelect label={labels.lists} searchable data={listOptions} {...form.getInputProps('lists')} />
          <RecipientCount listIds={form.values.lists.map(Number)} />
          <FormActions onCancel={close} submitting={form.submitting} />
        </Stack>
      </form>
    </Modal>
  );
}
