// A new recipient list: a name and how its recipients are found (a contact strategy), optionally
// narrowed to a federation unit (required for the unit's members). Its count is computed by the
// server from the data, now and whenever the list is read.
import { CONTACT_STRATEGIES, type EmailListCreate, EmailListCreateSchema } from '@fedra/contract/emailing';
import { Modal, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { FormActions, useFormSave, useGuardedClose, zodFieldErrors } from '../../../platform/forms';
import { useSession } from '../../../platform/session/session';
import { createList, LISTS_KEY } from '../api';

interface ListFormValues {
  name: string;
  contactStrategy: string | null;
  federationUnitId: string | null;
}

function listBody(values: ListFormValues): EmailListCreate {
  return {
    name: values.name,
    contactStrategy: (values.contactStrategy ?? undefined) as EmailListCreate['contactStrategy'],
    federationUnitId: values.federationUnitId ? Number(values.federationUnitId) : null,
  };
}

export function ListFormModal({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation('emailing');
  const { codebook } = useSession();
  const lang = i18n.language === 'en' ? 'en' : 'cs';
  const units = Object.values(codebook?.federationUnits ?? {}).map((u) => ({
    value: String(u.id),
    label: u.name[lang],
  }));
  const labels = {
    name: t('mailingList.name'),
    contactStrategy: t('mailingList.strategy'),
    federationUnitId: t('mailingList.unit'),
  };
  const form = useForm<ListFormValues>({
    initialValues: { name: '', contactStrategy: null, federationUnitId: null },
    validate: (values) => {
      const errors = zodFieldErrors(EmailListCreateSchema, listBody(values), labels);
      if (values.contactStrategy === 'unitMembers' && !values.federationUnitId) {
        errors.federationUnitId = t('validation.required', { ns: 'forms', label: labels.federationUnitId });
      }
      return errors;
    },
  });
  const close = useGuardedClose(form.isDirty(), onClose);
  const save = useFormSave(form, { invalidate: LISTS_KEY, onSaved: onClose });
  const submit = form.onSubmit((values) => save(() => createList(listBody(values))));
  return (
    <Modal opened onClose={close} title={t('mailingList.newTitle')}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput label={labels.name} required {...form.getInputProps('name')} />
          <Select
            label={labels.contactStrategy}
            required
            allowDeselect={false}
            data={CONTACT_STRATEGIES.map((s) => ({ value: s, label: t(`strategy.${s}`) }))}
            description={form.values.contactStrategy ? t(`strategyHint.${form.values.contactStrategy}`) : undefined}
            {...form.getInputProps('contactStrategy')}
          />
          <Select
            label={labels.federationUnitId}
            required={form.values.contactStrategy === 'unitMembers'}
            clearable
            searchable
            data={units}
            {...form.getInputProps('federationUnitId')}
          />
          <FormActions onCancel={close} submitting={form.submitting} />
        </Stack>
      </form>
    </Modal>
  );
}
