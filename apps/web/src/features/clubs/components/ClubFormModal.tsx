// The club's forms (issue 30): the office's whole form (a new club or a change), the manager's
// contacts, and the manager's request to change the official data. Checked with the contract's
// schemas before sending (IČO by its mod-11 rule, the account by its weighted checks); the server's
// messages go next to their fields. The same IČO on another club is told with a link to it.
import {
  CLUB_LEGAL_FORMS,
  ClubChangeRequestCreateSchema,
  ClubContactSchema,
  type ClubDetail,
  ClubWriteSchema,
} from '@fedra/contract/club-register';
import { Alert, Anchor, Fieldset, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { isApiError } from '../../../platform/api/api-error';
import { FormActions, useGuardedClose, zodFieldErrors } from '../../../platform/forms';
import { showSaveError } from '../../../platform/forms/FormActions';
import { notify, notifySaved } from '../../../platform/notifications';
import { zoneHref } from '../../../platform/routing/zone';
import { useCodebook } from '../../../platform/session/use-codebook';
import { KeptModal, type ModalCloser } from '../../../platform/ui/KeptModal';
import { useFocusFirstError } from '../../../platform/ui/use-focus-first-error';
import { CLUBS_KEY, createClub, requestClubChange, updateClub, updateMyClub } from '../api';
import { type ClubFormValues, changeRequestBody, clubBody, clubFormValues, contactBody } from './club-form';

/** create/edit: the office's whole form; contacts: the manager's; request: official data for the office. */
export type ClubFormMode = 'create' | 'edit' | 'contacts' | 'request';

interface Props {
  mode: ClubFormMode;
  club: ClubDetail | null;
  onClose: () => void;
}

const TITLES: Record<ClubFormMode, string> = {
  create: 'form.newTitle',
  edit: 'form.editTitle',
  contacts: 'myClub.contactsTitle',
  request: 'myClub.requestTitle',
};

/** The feature's own message keys, translated in its namespace. */
export const OWN_MESSAGES = { pattern: /^(ico\.|bankAccount\.|iban\.|clubs\.|validation\.(url|phone)$)/, ns: 'clubs' };

export function ClubFormModal(props: Props) {
  const { t } = useTranslation('clubs');
  return (
    <KeptModal
      opened
      onClose={props.onClose}
      title={t(TITLES[props.mode])}
      size={props.mode === 'contacts' ? 'lg' : 'xl'}
    >
      {(closer) => <ClubForm {...props} closer={closer} />}
    </KeptModal>
  );
}

function ClubForm({ mode, club, onClose, closer }: Props & { closer: ModalCloser }) {
  const { t } = useTranslation('clubs');
  const codebook = useCodebook();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [duplicate, setDuplicate] = useState<{ id: number; name: string; message: string } | null>(null);
  const label = (field: string) => t(`field.${field}`);
  const official = mode !== 'contacts';
  const contacts = mode !== 'request';
  const whole = mode === 'create' || mode === 'edit';
  const form = useForm<ClubFormValues>({
    initialValues: clubFormValues(club),
    validate: (v) => {
      if (mode === 'contacts') return zodFieldErrors(ClubContactSchema, contactBody(v), label, OWN_MESSAGES);
      if (mode === 'request')
        return zodFieldErrors(ClubChangeRequestCreateSchema, changeRequestBody(v), label, OWN_MESSAGES);
      return zodFieldErrors(ClubWriteSchema, clubBody(v), label, OWN_MESSAGES);
    },
  });
  const focus = useFocusFirstError<HTMLFormElement>(form.errors);
  const close = useGuardedClose(form.isDirty(), onClose);
  closer.current = close;
  const values = form.getValues();

  const save = async (v: ClubFormValues) => {
    setDuplicate(null);
    try {
      if (mode === 'create') {
        const created = await createClub(clubBody(v));
        navigate(zoneHref('admin', `clubs/detail/${created.data.id}`));
      } else if (mode === 'edit' && club) await updateClub(club.id, clubBody(v));
      else if (mode === 'contacts') await updateMyClub(contactBody(v));
      else await requestClubChange(changeRequestBody(v));
      await queryClient.invalidateQueries({ queryKey: CLUBS_KEY });
      if (mode === 'request') notify.success(t('myClub.requestSent'));
      else notifySaved();
      form.resetDirty();
      onClose();
    } catch (err) {
      const related = isApiError(err) ? err.problem?.related : undefined;
      if (related && isApiError(err) && err.problem?.code === 'club_duplicate') {
        setDuplicate({ id: related.id, name: related.name, message: err.problem?.detail ?? '' });
        form.setFieldError('identificationNumber', err.fieldErrors.identificationNumber ?? err.problem?.detail ?? '');
        return;
      }
      showSaveError(form, err);
    }
  };
  const submit = form.onSubmit(
    (v) => {
      focus.request();
      return save(v);
    },
    () => focus.request(),
  );
  const field = (name: keyof ClubFormValues, required = false) => ({
    label: label(name),
    required,
    ...form.getInputProps(name),
  });
  const districts = codebook.options(
    'district',
    (d) => !values.regionId || String(d.regionId ?? '') === values.regionId || d.regionId === undefined,
  );

  return (
    <form ref={focus.ref} onSubmit={submit} noValidate>
      <Stack gap="md">
        {mode === 'request' && (
          <Text size="sm" c="dimmed">
            {t('myClub.requestIntro')}
          </Text>
        )}
        {duplicate && (
          <Alert color="red" role="alert" title={t('form.duplicateTitle')}>
            <Stack gap="xs">
              <Text size="sm">{duplicate.message}</Text>
              {whole && (
                <Anchor
                  component={Link}
                  to={zoneHref('admin', `clubs/detail/${duplicate.id}`)}
                  size="sm"
                  c="inherit"
                  fw={600}
                  underline="always"
                >
                  {t('form.openExisting', { name: duplicate.name })}
                </Anchor>
              )}
            </Stack>
          </Alert>
        )}
        {official && (
          <Fieldset legend={t('form.official')}>
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput {...field('name', true)} data-autofocus maxLength={200} />
                <TextInput {...field('officialName')} maxLength={300} />
                <TextInput {...field('identificationNumber')} inputMode="numeric" maxLength={12} />
                <TextInput {...field('taxIdentificationNumber')} maxLength={14} />
                <Select
                  {...field('legalForm')}
                  data={CLUB_LEGAL_FORMS.map((f) => ({ value: f, label: t(`legalForm.${f}`) }))}
                  clearable
                />
                <TextInput {...field('bankAccount')} description={t('detail.bankHint')} maxLength={40} />
              </SimpleGrid>
            </Stack>
          </Fieldset>
        )}
        {official && (
          <Fieldset legend={t('form.seat')}>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextInput {...field('street')} maxLength={200} />
              <TextInput {...field('landRegistryNumber')} maxLength={20} />
              <TextInput {...field('houseNumber')} maxLength={20} />
              <TextInput {...field('city')} maxLength={100} />
              <TextInput {...field('cityPart')} maxLength={100} />
              <TextInput {...field('zip')} inputMode="numeric" maxLength={10} />
              <Select
                {...field('regionId')}
                data={codebook.options('region')}
                clearable
                searchable
                onChange={(v) => {
                  form.setFieldValue('regionId', v);
                  form.setFieldValue('districtId', null);
                }}
              />
              <Select {...field('districtId')} data={districts} clearable searchable />
              <Select {...field('countryId')} data={codebook.options('country')} clearable searchable />
            </SimpleGrid>
          </Fieldset>
        )}
        {contacts && (
          <Fieldset legend={t('form.contacts')}>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                {...field('contactPerson')}
                maxLength={200}
                data-autofocus={mode === 'contacts' || undefined}
              />
              <TextInput {...field('email')} type="email" maxLength={254} />
              <TextInput {...field('phone')} type="tel" maxLength={30} />
              <TextInput {...field('web')} maxLength={300} />
            </SimpleGrid>
          </Fieldset>
        )}
        {whole && (
          <Fieldset legend={t('form.federation')}>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Select {...field('federationUnitId', true)} data={codebook.options('federationUnits')} />
              <Select {...field('clubTypeId')} data={codebook.options('clubTypes')} clearable />
            </SimpleGrid>
          </Fieldset>
        )}
        {mode === 'request' && (
          <Textarea {...field('note')} label={t('myClub.requestNote')} autosize minRows={2} maxLength={1000} />
        )}
        <FormActions onCancel={close} submitting={form.submitting} />
      </Stack>
    </form>
  );
}
