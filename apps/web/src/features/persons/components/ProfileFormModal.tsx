// The member's own forms (my profile, issue 29 §6): the contact, saved at once, and a request to
// the office to correct the name or birth data, which starts from the identity as the register
// has it and says why. Both are checked with the contract's schemas; the server's messages go
// next to their fields.

import {
  PERSON_IDENTITY_FIELDS,
  ProfileChangeRequestCreateSchema,
  ProfileContactSchema,
} from '@fedra/contract/my-profile';
import type { PersonDetail } from '@fedra/contract/persons';
import { PERSON_CONTACT_FIELDS } from '@fedra/contract/persons';
import { Alert, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormActions, useGuardedClose, zodFieldErrors } from '../../../platform/forms';
import { showSaveError } from '../../../platform/forms/FormActions';
import { notify, notifySaved } from '../../../platform/notifications';
import { KeptModal, type ModalCloser, useLast } from '../../../platform/ui/KeptModal';
import { useFocusFirstError } from '../../../platform/ui/use-focus-first-error';
import { PROFILE_KEY, requestIdentityChange, updateMyContact } from '../api';
import { ContactFieldset, type FieldOf, IdentityFieldset } from './PersonFieldsets';
import { type PersonFormValues, personBody, personFormValues } from './person-form';

export type ProfileFormKind = 'contact' | 'identity';

interface Props {
  person: PersonDetail;
  onClose: () => void;
}

type Values = PersonFormValues & { note: string };

const pick = (body: Record<string, unknown>, fields: readonly string[]) =>
  Object.fromEntries(fields.map((f) => [f, body[f]]));

/** The body of the kind: the contact fields, or the identity with the note. */
function bodyOf(kind: ProfileFormKind, v: Values) {
  const body = personBody(v, false) as Record<string, unknown>;
  return kind === 'contact'
    ? pick(body, PERSON_CONTACT_FIELDS)
    : { ...pick(body, PERSON_IDENTITY_FIELDS), note: v.note.trim() || null };
}

export function ProfileFormModal({ kind, ...props }: Props & { kind: ProfileFormKind | null }) {
  const { t } = useTranslation('persons');
  const shown = useLast(kind);
  return (
    <KeptModal
      opened={kind !== null}
      onClose={props.onClose}
      closeButtonProps={{ 'aria-label': t('form.close') }}
      title={shown === 'identity' ? t('profile.requestTitle') : t('profile.contactTitle')}
      size="lg"
    >
      {(closer) => shown && <ProfileForm kind={shown} {...props} closer={closer} />}
    </KeptModal>
  );
}

function ProfileForm({ kind, person, onClose, closer }: Props & { kind: ProfileFormKind; closer: ModalCloser }) {
  const { t } = useTranslation('persons');
  const queryClient = useQueryClient();
  const label = (field: string) => t(`field.${field}`);
  const schema = kind === 'contact' ? ProfileContactSchema : ProfileChangeRequestCreateSchema;
  const form = useForm<Values>({
    initialValues: { ...personFormValues(person, '', null), note: '' },
    validate: (values) =>
      zodFieldErrors(schema, bodyOf(kind, values), label, {
        pattern: /^(birthNumber\.|persons\.|validation\.(phone|zip)$)/,
        ns: 'persons',
      }),
  });
  const focus = useFocusFirstError<HTMLFormElement>(form.errors);
  const close = useGuardedClose(form.isDirty(), onClose);
  closer.current = close;
  const field: FieldOf = (name, extra = {}) => ({
    label: label(name),
    required: extra.required,
    ...form.getInputProps(name),
  });
  const submit = form.onSubmit(
    async (v) => {
      focus.request();
      try {
        if (kind === 'contact') {
          await updateMyContact(bodyOf('contact', v));
          notifySaved();
        } else {
          await requestIdentityChange(bodyOf('identity', v) as never);
          notify.success(t('profile.requestSent'));
        }
        await queryClient.invalidateQueries({ queryKey: PROFILE_KEY });
        form.resetDirty();
        onClose();
      } catch (err) {
        showSaveError(form, err);
      }
    },
    () => focus.request(),
  );
  return (
    <form ref={focus.ref} onSubmit={submit} noValidate>
      <Stack gap="md">
        {kind === 'identity' ? (
          <>
            <Alert color="blue" variant="light">
              {t('profile.requestHint')}
            </Alert>
            <IdentityFieldset form={form} field={field} />
            <Textarea
              label={t('field.requestNote')}
              description={t('profile.noteHint')}
              autosize
              minRows={2}
              maxLength={1000}
              {...form.getInputProps('note')}
            />
          </>
        ) : (
          <ContactFieldset form={form} field={field} first />
        )}
        <FormActions
          onCancel={close}
          submitting={form.submitting}
          {...(kind === 'identity' ? { submitLabel: t('profile.sendRequest') } : {})}
        />
      </Stack>
    </form>
  );
}
