// The club zone's "add role" (issue 29 §5): a club submits another role of one of its people — a
// coach's licence, a club official's post — in the club, for the office to approve. Checked with
// the contract's schema before it is sent; the server's messages go next to their fields. Saved,
// the person's data reload and the role shows as waiting for approval.
import type { PersonDetail } from '@fedra/contract/persons';
import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useGuardedClose } from '../../../platform/forms';
import { DateField } from '../../../platform/forms/DateField';
import { showSaveError } from '../../../platform/forms/FormActions';
import { todayInPrague } from '../../../platform/i18n/today';
import { notify } from '../../../platform/notifications';
import { useCodebook } from '../../../platform/session/use-codebook';
import { KeptModal, type ModalCloser } from '../../../platform/ui/KeptModal';
import { useFocusFirstError } from '../../../platform/ui/use-focus-first-error';
import { PERSONS_KEY, submitClubRole } from '../api';
import {
  isClubSubmittable,
  type RoleFormValues,
  roleBody,
  roleFormErrors,
  roleFormValues,
  withRoleType,
} from './role-form';

interface Props {
  person: PersonDetail;
  onClose: () => void;
}

export function RoleSubmitModal({ opened, ...props }: Props & { opened: boolean }) {
  const { t } = useTranslation('persons');
  return (
    <KeptModal
      opened={opened}
      onClose={props.onClose}
      closeButtonProps={{ 'aria-label': t('roleSubmit.close') }}
      title={t('roleSubmit.title')}
    >
      {(closer) => <RoleSubmitForm {...props} closer={closer} />}
    </KeptModal>
  );
}

function RoleSubmitForm({ person, onClose, closer }: Props & { closer: ModalCloser }) {
  const { t } = useTranslation('persons');
  const codebook = useCodebook();
  const queryClient = useQueryClient();
  const label = (field: string) => t(`field.role_${field}`);
  const form = useForm<RoleFormValues>({
    initialValues: roleFormValues(todayInPrague()),
    validate: (values) => roleFormErrors(values, label),
  });
  const focus = useFocusFirstError<HTMLFormElement>(form.errors);
  const close = useGuardedClose(form.isDirty(), onClose);
  // While the call runs the dialog stays: closing it would hide the outcome.
  closer.current = form.submitting ? () => {} : close;
  const values = form.getValues();
  const roleTypes = codebook.options('personRoleType', isClubSubmittable);
  const levels = codebook.options('personRoleLevel', (l) => String(l.typeId) === values.typeId);

  const save = async (v: RoleFormValues) => {
    try {
      await submitClubRole(person.id, roleBody(v));
      await queryClient.invalidateQueries({ queryKey: PERSONS_KEY });
      notify.success(t('roleSubmit.submitted', { role: codebook.name('personRoleType', Number(v.typeId)) }));
      form.resetDirty();
      onClose();
    } catch (err) {
      focus.request();
      showSaveError(form, err);
    }
  };
  const submit = form.onSubmit(save, () => focus.request());
  const typeInput = form.getInputProps('typeId');

  return (
    <form ref={focus.ref} onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('roleSubmit.hint', { name: person.fullName })}
        </Text>
        <Select
          label={label('typeId')}
          required
          data={roleTypes}
          data-autofocus
          {...typeInput}
          onChange={(typeId) => form.setValues(withRoleType(form.getValues(), typeId))}
        />
        {levels.length > 0 && (
          <Select
            label={label('levelId')}
            description={t('roleSubmit.levelHint')}
            data={levels}
            clearable
            clearButtonProps={{ 'aria-label': t('roleSubmit.clearLevel') }}
            {...form.getInputProps('levelId')}
          />
        )}
        <DateField label={label('validFrom')} required {...form.getInputProps('validFrom')} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={form.submitting}>
            {t('common:cancel')}
          </Button>
          <Button type="submit" loading={form.submitting}>
            {t('roleSubmit.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
