// Nominates a person to a team: the person picked by typing a name or registration number; the
// server's refusal (another sex, another age category, nominated already) shown at the picker.
import { Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { FormActions, useFormSave, useGuardedClose, validationMessages } from '../../../platform/forms';
import { PersonSelect } from '../../../platform/forms/PersonSelect';
import { useFocusFirstError } from '../../../platform/ui/use-focus-first-error';
import { nominate, REPRESENTATION_KEY } from '../api';

export function NominateModal({
  teamId,
  teamName,
  onClose,
}: {
  teamId: number;
  teamName: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('representation');
  const form = useForm<{ personId: string | null }>({ initialValues: { personId: null } });
  const focus = useFocusFirstError<HTMLFormElement>(form.errors);
  const close = useGuardedClose(form.isDirty(), onClose);
  const save = useFormSave(form, { invalidate: REPRESENTATION_KEY, onSaved: onClose });

  const submit = form.onSubmit(async ({ personId }) => {
    if (!personId) {
      form.setErrors({ personId: validationMessages.required(t('field.personId')) });
      focus.request();
      return;
    }
    await save(() => nominate(teamId, Number(personId)));
    focus.request();
  });

  return (
    <Modal opened onClose={close} title={t('nominate.title', { name: teamName })} size="lg">
      <form ref={focus.ref} onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm">{t('nominate.hint')}</Text>
          <PersonSelect
            label={t('field.personId')}
            required
            value={form.values.personId}
            onChange={(id) => form.setFieldValue('personId', id)}
            error={form.errors.personId}
          />
          <FormActions onCancel={close} submitting={form.submitting} submitLabel={t('nominate.submit')} />
        </Stack>
      </form>
    </Modal>
  );
}
