// Create or edit a member-card content: the federation unit (create only), the card fields
// generated from the content's JSON Schema, the schema itself as JSON (advanced), and a preview of
// the unsaved card. Client checks cover required, type, maxLength, enum and bounds; the server's
// `data.<property>` errors appear next to the generated fields; closing with changes asks.
import type { CardContent } from '@fedra/contract/card-contents';
import {
  Accordion,
  Button,
  Group,
  Modal,
  NumberInput,
  Select,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions, showSaveError, useFormSave, useGuardedClose, validationMessages } from '../../../platform/forms';
import { useSession } from '../../../platform/session/session';
import {
  CARD_CONTENTS_KEY,
  createCardContent,
  loadAllCardContents,
  previewCardContent,
  updateCardContent,
} from '../api';
import { CardPreviewFrame } from './CardPreviewFrame';
import {
  cleanData,
  dataErrors,
  emptyValue,
  formData,
  type JsonObject,
  parseSchema,
  type SchemaField,
  schemaFields,
} from './schema-form';

interface Props {
  content: CardContent | null;
  onClose: () => void;
}

/** The schema a new content starts with: one optional text field. */
const NEW_SCHEMA = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  type: 'object',
  properties: { sponsor: { type: 'string', title: 'Partner průkazu', maxLength: 60 } },
  additionalProperties: false,
};

const SERVER_FIELDS = { schema: 'schemaText' };

interface Values {
  federationUnitId: string | null;
  schemaText: string;
  data: JsonObject;
}

export function CardContentFormModal({ content, onClose }: Props) {
  const { t, i18n } = useTranslation('card-contents');
  const { codebook } = useSession();
  const lang = i18n.language === 'en' ? 'en' : 'cs';
  const [preview, setPreview] = useState<string | null>(null);
  const [previewing, setPreviewing] = useState(false);

  const initialSchema = (content?.schema ?? NEW_SCHEMA) as JsonObject;
  // The fields follow the edited schema; while its text is not valid JSON, the last valid one.
  const lastSchema = useRef<JsonObject>(initialSchema);
  const form = useForm<Values>({
    initialValues: {
      federationUnitId: content ? String(content.federationUnitId) : null,
      schemaText: JSON.stringify(initialSchema, null, 2),
      data: formData(schemaFields(initialSchema), content?.data ?? {}),
    },
    validate: (values) => {
      const schema = parseSchema(values.schemaText);
      const errors: Record<string, string> = {};
      if (!values.federationUnitId) errors.federationUnitId = validationMessages.required(t('field.federationUnit'));
      if (!schema) errors.schemaText = t('form.schemaNotJson');
      return { ...errors, ...dataErrors(schemaFields(schema ?? lastSchema.current), values.data) };
    },
  });
  const close = useGuardedClose(form.isDirty(), onClose);
  const save = useFormSave(form, {
    invalidate: CARD_CONTENTS_KEY,
    onSaved: onClose,
    errors: { fieldMap: SERVER_FIELDS },
  });

  const parsed = parseSchema(form.values.schemaText);
  if (parsed) lastSchema.current = parsed;
  const schemaText = form.values.schemaText;
  const fields = useMemo(() => schemaFields(parseSchema(schemaText) ?? lastSchema.current), [schemaText]);
  // A new property gets its empty value, so that its input and server errors have a path.
  const data = form.values.data;
  const { setFieldValue } = form;
  useEffect(() => {
    const missing = fields.filter((f) => !(f.key in data));
    if (missing.length)
      setFieldValue('data', { ...data, ...Object.fromEntries(missing.map((f) => [f.key, emptyValue(f)])) });
  }, [fields, data, setFieldValue]);

  // Only the units without a content can get a new one.
  const contents = useQuery({
    queryKey: [...CARD_CONTENTS_KEY, 'all'],
    queryFn: ({ signal }) => loadAllCardContents(signal),
    enabled: !content,
  });
  const taken = new Set((contents.data?.data ?? []).map((c) => c.federationUnitId));
  const units = Object.values(codebook?.federationUnits ?? {})
    .filter((u) => !taken.has(u.id))
    .map((u) => ({ value: String(u.id), label: u.name[lang] }));

  const body = (values: Values) => ({
    federationUnitId: Number(values.federationUnitId),
    schema: parseSchema(values.schemaText) ?? {},
    data: cleanData(fields, values.data),
  });

  const showServerErrors = (err: unknown) => showSaveError(form, err, { fieldMap: SERVER_FIELDS });

  const submit = form.onSubmit(async (values) => {
    await save(() =>
      content ? updateCardContent(content.id, { ...body(values), id: content.id }) : createCardContent(body(values)),
    );
  });

  const showPreview = async () => {
    if (form.validate().hasErrors) return;
    setPreviewing(true);
    try {
      const answer = await previewCardContent({ ...body(form.getValues()), id: content?.id ?? null });
      setPreview(answer.data.html);
    } catch (err) {
      setPreview(null);
      showServerErrors(err);
    } finally {
      setPreviewing(false);
    }
  };

  const input = (f: SchemaField) => {
    const common = {
      label: f.label,
      description: [f.description, f.pattern && t('form.pattern', { pattern: f.pattern })].filter(Boolean).join(' '),
      required: f.required,
    };
    const path = `data.${f.key}`;
    switch (f.kind) {
      case 'boolean':
        return <Switch key={f.key} {...common} {...form.getInputProps(path, { type: 'checkbox' })} />;
      case 'select':
        return (
          <Select
            key={f.key}
            {...common}
            data={f.options ?? []}
            clearable={!f.required}
            allowDeselect={!f.required}
            {...form.getInputProps(path)}
          />
        );
      case 'number':
        return (
          <NumberInput
            key={f.key}
            {...common}
            min={f.minimum}
            max={f.maximum}
            allowDecimal={!f.integer}
            {...form.getInputProps(path)}
          />
        );
      default:
        return <TextInput key={f.key} {...common} {...form.getInputProps(path)} />;
    }
  };

  return (
    <Modal opened onClose={close} title={content ? t('form.editTitle') : t('form.newTitle')} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack>
          {content ? (
            <Text>
              {t('field.federationUnit')}: <strong>{content.federationUnit.name}</strong>
            </Text>
          ) : (
            <Select
              label={t('field.federationUnit')}
              required
              data={units}
              nothingFoundMessage={t('form.noFreeUnit')}
              {...form.getInputProps('federationUnitId')}
            />
          )}
          <Text fw={600}>{t('form.cardFields')}</Text>
          {fields.length === 0 && <Text c="dimmed">{t('form.noFields')}</Text>}
          {fields.map(input)}
          <Accordion variant="contained">
            <Accordion.Item value="schema">
              <Accordion.Control>{t('form.advanced')}</Accordion.Control>
              <Accordion.Panel>
                <Textarea
                  label={t('field.schema')}
                  description={t('form.schemaHint')}
                  autosize
                  minRows={6}
                  maxRows={20}
                  styles={{ input: { fontFamily: 'monospace', fontSize: 13 } }}
                  {...form.getInputProps('schemaText')}
                />
              </Accordion.Panel>
            </Accordion.Item>
          </Accordion>
          {preview !== null && <CardPreviewFrame html={preview} />}
          <Group justify="space-between">
            <Button variant="light" onClick={showPreview} loading={previewing}>
              {t('preview.action')}
            </Button>
            <FormActions onCancel={close} submitting={form.submitting} />
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
