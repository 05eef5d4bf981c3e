// The campaign's content: a form of its template's fields (text inputs, the lazily loaded rich-text
// editor for richtext fields), required ones marked. Saving sends the whole campaign with the new
// values; the server's messages on a field go next to it.
import type { Campaign, TemplateField } from '@fedra/contract/emailing';
import { Alert, Button, Card, Code, Group, List, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextEditor, useFormSave, useUnsavedChanges } from '../../../platform/forms';
import { CAMPAIGNS_KEY, campaignUpdateBody, templatesQuery, updateCampaign } from '../api';

interface Props {
  campaign: Campaign;
  /** False: the content is shown, not edited (a sent campaign, a read-only user). */
  editable: boolean;
  /** Told whether the form holds unsaved edits (the page holds sending back meanwhile). */
  onDirtyChange?: (dirty: boolean) => void;
}

interface ContentValues {
  data: Record<string, string>;
}

/** The per-recipient placeholders the server fills (features/emailing/emailing-render.ts). */
const VARIABLES = ['greeting', 'firstNameVocative', 'firstName', 'fullName'] as const;

/** What the subject and the fields may hold per recipient, and the unsubscribe footer's note. */
function VariablesHelp() {
  const { t } = useTranslation('emailing');
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {t('content.variablesTitle')}
      </Text>
      <Text size="sm">{t('content.variablesIntro')}</Text>
      <List size="sm" spacing={2}>
        {VARIABLES.map((key) => (
          <List.Item key={key}>
            <Code>{`{{${key}}}`}</Code> – {t(`content.variables.${key}`)}
          </List.Item>
        ))}
      </List>
      <Text size="sm" c="dimmed">
        {t('content.unsubscribeNote')}
      </Text>
    </Stack>
  );
}

const isEmptyHtml = (value: string) => value.replace(/<[^>]*>/g, '').trim() === '';

function contentValues(fields: TemplateField[], data: Record<string, string>): ContentValues {
  return { data: Object.fromEntries(fields.map((f) => [f.key, data[f.key] ?? ''])) };
}

export function CampaignContentEditor({ campaign, editable, onDirtyChange }: Props) {
  const { t } = useTranslation('emailing');
  const templates = useQuery(templatesQuery());
  const template = templates.data?.data.find((tpl) => tpl.id === campaign.templateId);
  if (templates.isPending) return <Skeleton h={200} />;
  if (!template) {
    return (
      <Alert color="yellow" title={t('content.title')}>
        {t('content.noTemplate')}
      </Alert>
    );
  }
  // A new form per template only: saving the settings or scheduling (a new editedDate) keeps the
  // edits in progress; stored content that changes while nothing is edited is taken in (ContentForm).
  return (
    <ContentForm
      key={template.id}
      campaign={campaign}
      fields={template.schema.fields}
      editable={editable}
      onDirtyChange={onDirtyChange}
    />
  );
}

function ContentForm({ campaign, fields, editable, onDirtyChange }: Props & { fields: TemplateField[] }) {
  const { t } = useTranslation('emailing');
  const form = useForm<ContentValues>({
    initialValues: contentValues(fields, campaign.data),
    validate: (values) => {
      const errors: Record<string, string> = {};
      for (const f of fields) {
        const value = values.data[f.key] ?? '';
        const empty = f.type === 'richtext' ? isEmptyHtml(value) : value.trim() === '';
        if (f.required && empty) errors[`data.${f.key}`] = t('validation.required', { ns: 'forms', label: f.label });
      }
      return errors;
    },
  });
  const dirty = editable && form.isDirty();
  useUnsavedChanges(dirty);
  const onDirtyChangeRef = useRef(onDirtyChange);
  onDirtyChangeRef.current = onDirtyChange;
  useEffect(() => onDirtyChangeRef.current?.(dirty), [dirty]);
  useEffect(() => () => onDirtyChangeRef.current?.(false), []);
  // The stored content changed (saved elsewhere, read again) while nothing is edited here: show it.
  const stored = JSON.stringify(campaign.data);
  const formRef = useRef(form);
  formRef.current = form;
  useEffect(() => {
    const current = formRef.current;
    if (current.isDirty()) return;
    const values = contentValues(fields, JSON.parse(stored) as Record<string, string>);
    current.setInitialValues(values);
    current.setValues(values);
  }, [stored, fields]);
  const save = useFormSave(form, { invalidate: CAMPAIGNS_KEY, onSaved: () => {} });
  const submit = form.onSubmit((values) =>
    save(() => updateCampaign(campaign.id, campaignUpdateBody(campaign, { data: values.data }))),
  );

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="campaign-content-title">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Title order={2} size="h3" id="campaign-content-title">
            {t('content.title')}
          </Title>
          {fields.length === 0 && t('content.noFields')}
          {fields.map((f) =>
            f.type === 'richtext' ? (
              <RichTextEditor
                key={f.key}
                label={f.label}
                required={f.required}
                readOnly={!editable}
                {...form.getInputProps(`data.${f.key}`)}
                value={form.values.data[f.key] ?? ''}
              />
            ) : (
              <TextInput
                key={f.key}
                label={f.label}
                required={f.required}
                readOnly={!editable}
                {...form.getInputProps(`data.${f.key}`)}
              />
            ),
          )}
          {editable && <VariablesHelp />}
          {editable && fields.length > 0 && (
            <Group justify="flex-end">
              <Button variant="default" onClick={() => form.reset()} disabled={!form.isDirty()}>
                {t('content.reset')}
              </Button>
              <Button type="submit" loading={form.submitting}>
                {t('content.save')}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </Card>
  );
}
