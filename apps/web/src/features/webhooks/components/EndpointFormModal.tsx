// Register or edit an endpoint: its address, description, the events it follows (checkboxes) and
// whether it is active. The server's field problems (a local or private address) go next to their
// fields; closing with changes asks first. A new endpoint's secret is handed to `onCreated`.
import {
  WEBHOOK_EVENT_TYPES,
  type WebhookEndpoint,
  type WebhookEndpointWithSecret,
  type WebhookEventType,
} from '@fedra/contract/webhooks';
import { Checkbox, Modal, SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormActions, showSaveError, useGuardedClose, validationMessages } from '../../../platform/forms';
import { notifySaved } from '../../../platform/notifications';
import { createEndpoint, updateEndpoint, WEBHOOKS_KEY } from '../api';

interface Values {
  url: string;
  description: string;
  events: WebhookEventType[];
  isActive: boolean;
}

interface Props {
  endpoint: WebhookEndpoint | null;
  onClose: () => void;
  onCreated: (created: WebhookEndpointWithSecret) => void;
}

export function EndpointFormModal({ endpoint, onClose, onCreated }: Props) {
  const { t } = useTranslation('webhooks');
  const queryClient = useQueryClient();
  const form = useForm<Values>({
    initialValues: {
      url: endpoint?.url ?? '',
      description: endpoint?.description ?? '',
      events: endpoint?.events ?? [],
      isActive: endpoint?.isActive ?? true,
    },
    validate: {
      url: (v) =>
        !v.trim()
          ? validationMessages.required(t('field.url'))
          : !/^https?:\/\/\S+$/i.test(v.trim())
            ? t('form.urlInvalid')
            : null,
      events: (v) => (v.length ? null : t('form.eventsRequired')),
    },
  });
  const close = useGuardedClose(form.isDirty(), onClose);
  const submit = form.onSubmit(async (values) => {
    const body = { ...values, url: values.url.trim(), description: values.description.trim() || null };
    try {
      const saved = endpoint ? await updateEndpoint(endpoint.id, body) : await createEndpoint(body);
      await queryClient.invalidateQueries({ queryKey: WEBHOOKS_KEY });
      notifySaved();
      form.resetDirty();
      if (!endpoint) onCreated(saved.data as WebhookEndpointWithSecret);
      else onClose();
    } catch (err) {
      showSaveError(form, err);
    }
  });

  return (
    <Modal opened onClose={close} size="lg" title={endpoint ? t('form.editTitle') : t('form.newTitle')}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            label={t('field.url')}
            description={t('form.urlHint')}
            placeholder="https://"
            required
            data-autofocus
            type="url"
            {...form.getInputProps('url')}
          />
          <Textarea label={t('field.description')} autosize minRows={2} {...form.getInputProps('description')} />
          <Checkbox.Group label={t('field.events')} required {...form.getInputProps('events')}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt="xs">
              {WEBHOOK_EVENT_TYPES.map((type) => (
                <Checkbox
                  key={type}
                  value={type}
                  label={t(`event.${type}`)}
                  // The event's name in the messages: a code, not a word to translate.
                  description={<span translate="no">{type}</span>}
                />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
          <Switch label={t('field.isActive')} {...form.getInputProps('isActive', { type: 'checkbox' })} />
          <FormActions onCancel={close} submitting={form.submitting} />
        </Stack>
      </form>
    </Modal>
  );
}
