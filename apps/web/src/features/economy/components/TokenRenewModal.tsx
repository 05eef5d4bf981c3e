// Renews the payment provider's token: the new token (write-only, never shown again) and the last
// day it is valid, checked with the contract's schema; the server's field problems go next to
// their fields; closing with changes asks first.
import { EconomyTokenRenewSchema } from '@fedra/contract/economy';
import { Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { FormActions, useFormSave, useGuardedClose, zodFieldErrors } from '../../../platform/forms';
import { TypedDateField } from '../../../platform/forms/DateField';
import { PasswordField } from '../../../platform/forms/PasswordField';
import { ECONOMY_KEY, renewToken } from '../api';

interface Values {
  token: string;
  validTill: string;
}

export function TokenRenewModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('economy');
  const labels: Record<keyof Values, string> = { token: t('token.new'), validTill: t('token.validTill') };
  const form = useForm<Values>({
    initialValues: { token: '', validTill: '' },
    validate: (values) => zodFieldErrors(EconomyTokenRenewSchema, values, labels),
  });
  const close = useGuardedClose(form.isDirty(), onClose);
  const save = useFormSave(form, { invalidate: ECONOMY_KEY, onSaved: onClose });
  const submit = form.onSubmit((values) => save(() => renewToken(values)));

  return (
    <Modal opened onClose={close} title={t('token.renewTitle')}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm" c="dimmed">
            {t('token.renewHint')}
          </Text>
          <PasswordField
            label={labels.token}
            required
            autoComplete="off"
            data-autofocus
            {...form.getInputProps('token')}
          />
          <TypedDateField label={labels.validTill} required {...form.getInputProps('validTill')} />
          <FormActions onCancel={close} submitting={form.submitting} />
        </Stack>
      </form>
    </Modal>
  );
}
