// Add or change a sender address: name, alias, address, reply-to address and name, active. The
// addresses are checked as the server checks them; what the server refuses (a domain it will not
// send from, say) is shown next to its field.
import { type EmailSender, type EmailSenderCreate, EmailSenderCreateSchema } from '@fedra/contract/emailing';
import { Modal, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { FormActions, useFormSave, useGuardedClose, zodFieldErrors } from '../../../platform/forms';
import { createSender, SENDERS_KEY, updateSender } from '../api';

interface SenderFormValues {
  name: string;
  alias: string;
  email: string;
  replyTo: string;
  replyToName: string;
  active: boolean;
}

const orNull = (value: string) => value.trim() || null;

export function senderBody(values: SenderFormValues): EmailSenderCreate {
  return {
    name: values.name,
    alias: orNull(values.alias),
    email: values.email,
    replyTo: orNull(values.replyTo),
    replyToName: orNull(values.replyToName),
    active: values.active,
  };
}

export function SenderFormModal({ sender, onClose }: { sender: EmailSender | null; onClose: () => void }) {
  const { t } = useTranslation('emailing');
  const labels = {
    name: t('sender.name'),
    alias: t('sender.alias'),
    email: t('sender.email'),
    replyTo: t('sender.replyTo'),
    replyToName: t('sender.replyToName'),
    active: t('sender.active'),
  };
  const form = useForm<SenderFormValues>({
    initialValues: {
      name: sender?.name ?? '',
      alias: sender?.alias ?? '',
      email: sender?.email ?? '',
      replyTo: sender?.replyTo ?? '',
      replyToName: sender?.replyToName ?? '',
      active: sender?.active ?? true,
    },
    validate: (values) => zodFieldErrors(EmailSenderCreateSchema, senderBody(values), labels),
  });
  const close = useGuardedClose(form.isDirty(), onClose);
  const save = useFormSave(form, { invalidate: SENDERS_KEY, onSaved: onClose });
  const submit = form.onSubmit((values) =>
    save(() => {
      const body = senderBody(values);
      return sender ? updateSender(sender.id, { ...body, id: sender.id }) : createSender(body);
    }),
  );
  return (
    <Modal opened onClose={close} title={sender ? t('sender.editTitle') : t('sender.newTitle')}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput label={labels.name} required {...form.getInputProps('name')} />
          <TextInput label={labels.alias} {...form.getInputProps('alias')} />
          <TextInput type="email" label={labels.email} required {...form.getInputProps('email')} />
          <TextInput type="email" label={labels.replyTo} {...form.getInputProps('replyTo')} />
          <TextInput label={labels.replyToName} {...form.getInputProps('replyToName')} />
          <Switch label={labels.active} {...form.getInputProps('active', { type: 'checkbox' })} />
          <FormActions onCancel={close} submitting={form.submitting} />
        </Stack>
      </form>
    </Modal>
  );
}
