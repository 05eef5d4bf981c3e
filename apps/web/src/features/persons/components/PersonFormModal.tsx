// Adding or changing a person of the register (issue 29 §3, §4). Checked with the contract's schema
// before it is sent (the birth number as the civil register builds it: a valid one fills in the
// birth date and sex); the server's messages go next to their fields. The same birth number
// elsewhere is told with a link to that person; a person of the same name and birth date asks
// whether this is someone else. A new person's first role: in the club zone it goes to the
// office for approval; a club keeps only the contact of an approved person (identity locked).

import type { PersonDetail } from '@fedra/contract/persons';
import { PersonCreateSchema, PersonUpdateSchema } from '@fedra/contract/persons';
import { Alert, Anchor, Button, Fieldset, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { isApiError } from '../../../platform/api/api-error';
import { FormActions, useGuardedClose, validationMessages, zodFieldErrors } from '../../../platform/forms';
import { ClubSelect } from '../../../platform/forms/ClubSelect';
import { DateField } from '../../../platform/forms/DateField';
import { showSaveError } from '../../../platform/forms/FormActions';
import { todayInPrague } from '../../../platform/i18n/today';
import { notifySaved } from '../../../platform/notifications';
import { zoneHref } from '../../../platform/routing/zone';
import { useCodebook } from '../../../platform/session/use-codebook';
import { KeptModal, type ModalCloser, useLast } from '../../../platform/ui/KeptModal';
import { useFocusFirstError } from '../../../platform/ui/use-focus-first-error';
import { createPerson, PERSONS_KEY, type PersonZone, updatePerson } from '../api';
import { ContactFieldset, type FieldOf, IdentityFieldset } from './PersonFieldsets';
import { type PersonFormValues, personBody, personFormValues } from './person-form';

interface Props {
  zone: PersonZone;
  /** null: a new person. */
  person: PersonDetail | null;
  /** The list's person role category: a new person's first role is offered from it. */
  category?: number;
  onClose: () => void;
}

/** The conflict the server answered: the same birth number (a link), or a namesake (confirm). */
type Conflict = { kind: 'duplicate' | 'similar'; id: number; name: string; message: string };

export function PersonFormModal({ opened = true, ...props }: Props & { opened?: boolean }) {
  const { t } = useTranslation('persons');
  const isEdit = useLast(opened ? props.person !== null : null);
  return (
    <KeptModal
      opened={opened}
      onClose={props.onClose}
      closeButtonProps={{ 'aria-label': t('form.close') }}
      title={isEdit ? t('form.editTitle') : t('form.newTitle')}
      size="xl"
    >
      {(closer) => <PersonForm {...props} closer={closer} />}
    </KeptModal>
  );
}

function PersonForm({ zone, person, category, onClose, closer }: Props & { closer: ModalCloser }) {
  const { t } = useTranslation('persons');
  const codebook = useCodebook();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const label = (field: string) => t(`field.${field.replace(/^role\./, 'role_')}`);
  // Role types a new person can get here: the category's; in the club zone those a club registers.
  const roleTypes = codebook.options(
    'personRoleType',
    (e) =>
      (category === undefined || Number(e.categoryId) === category) &&
      !e.isBoardRole &&
      (zone === 'admin' || (Boolean(e.isClubRole) && Boolean(e.isClubEditable))),
  );
  const isNew = person === null;
  const withRole = isNew && roleTypes.length > 0;
  const schema = isNew ? PersonCreateSchema : PersonUpdateSchema;
  const form = useForm<PersonFormValues>({
    initialValues: personFormValues(
      person,
      todayInPrague(),
      withRole && roleTypes.length === 1 ? roleTypes[0]!.value : null,
    ),
    validate: (values) => {
      const errors = zodFieldErrors(schema, personBody(values, withRole), label, {
        pattern: /^(birthNumber\.|persons\.|validation\.(phone|zip)$)/,
        ns: 'persons',
      });
      if (zone === 'club' && withRole && !values.role.typeId) errors['role.typeId'] = t('form.roleRequired');
      const chosen = codebook.entry('personRoleType', values.role.typeId ? Number(values.role.typeId) : null);
      if (zone === 'admin' && withRole && chosen?.isClubRole && !values.role.clubId)
        errors['role.clubId'] = validationMessages.required(label('role.clubId'));
      return errors;
    },
  });
  const focus = useFocusFirstError<HTMLFormElement>(form.errors);
  const close = useGuardedClose(form.isDirty(), onClose);
  closer.current = close;
  const values = form.getValues();
  const locked = person?.contactOnly === true;
  const type = codebook.entry('personRoleType', values.role.typeId ? Number(values.role.typeId) : null);
  const levels = codebook.options('personRoleLevel', (l) => String(l.typeId) === values.role.typeId);

  const save = async (v: PersonFormValues, confirmSimilar: boolean) => {
    setConflict(null);
    const body = personBody(v, withRole, confirmSimilar);
    try {
      if (person) await updatePerson(zone, person.id, body);
      else {
        const created = await createPerson(zone, body);
        navigate(zoneHref(zone, `persons/detail/${created.data.id}`));
      }
      await queryClient.invalidateQueries({ queryKey: PERSONS_KEY });
      notifySaved();
      form.resetDirty();
      onClose();
    } catch (err) {
      const related = isApiError(err) ? err.problem?.related : undefined;
      const code = isApiError(err) ? err.problem?.code : undefined;
      if (related && (code === 'person_duplicate' || code === 'person_similar')) {
        setConflict({
          kind: code === 'person_duplicate' ? 'duplicate' : 'similar',
          id: related.id,
          name: related.name,
          message: err instanceof Error && isApiError(err) ? (err.problem?.detail ?? err.message) : '',
        });
        if (code === 'person_duplicate') form.setFieldError('birthNumber', t('form.duplicateField'));
        return;
      }
      showSaveError(form, err);
    }
  };
  const submit = form.onSubmit(
    (v) => {
      focus.request();
      return save(v, false);
    },
    () => focus.request(),
  );
  const field: FieldOf = (name, extra = {}) => ({
    label: label(name),
    required: extra.required,
    disabled: extra.identity && locked,
    ...form.getInputProps(name),
  });

  return (
    <form ref={focus.ref} onSubmit={submit} noValidate>
      <Stack gap="md">
        {locked && (
          <Alert color="blue" variant="light">
            {t('form.identityLocked')}
          </Alert>
        )}
        {conflict && (
          <Alert
            color={conflict.kind === 'duplicate' ? 'red' : 'orange'}
            role="alert"
            title={t(`form.${conflict.kind}Title`)}
          >
            <Stack gap="xs">
              <Text size="sm">{conflict.message}</Text>
              <Group gap="sm">
                <Anchor
                  component={Link}
                  to={zoneHref(zone, `persons/detail/${conflict.id}`)}
                  size="sm"
                  c="inherit"
                  fw={600}
                  underline="always"
                >
                  {t('form.openExisting', { name: conflict.name })}
                </Anchor>
                {conflict.kind === 'similar' && (
                  <Button size="xs" variant="default" onClick={() => void save(form.getValues(), true)}>
                    {t('form.saveAnyway')}
                  </Button>
                )}
              </Group>
            </Stack>
          </Alert>
        )}
        <IdentityFieldset form={form} field={field} />
        <ContactFieldset form={form} field={field} first={locked}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <DateField {...field('gdprConsentDate')} />
            {zone === 'admin' && (
              <Select {...field('federationUnitId')} data={codebook.options('federationUnits')} clearable />
            )}
          </SimpleGrid>
        </ContactFieldset>
        {withRole && (
          <Fieldset legend={zone === 'club' ? t('form.roleForApproval') : t('form.firstRole')}>
            <Stack gap="sm">
              {zone === 'club' && (
                <Text size="sm" c="dimmed">
                  {t('form.approvalHint')}
                </Text>
              )}
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <Select
                  label={label('role.typeId')}
                  required={zone === 'club'}
                  data={roleTypes}
                  clearable={zone === 'admin'}
                  {...form.getInputProps('role.typeId')}
                />
                {levels.length > 0 && (
                  <Select
                    label={label('role.levelId')}
                    data={levels}
                    clearable
                    {...form.getInputProps('role.levelId')}
                  />
                )}
                {zone === 'admin' && Boolean(type?.isClubRole) && (
                  <ClubSelect
                    label={label('role.clubId')}
                    required
                    value={values.role.clubId}
                    error={form.errors['role.clubId']}
                    onChange={(id) => form.setFieldValue('role.clubId', id)}
                  />
                )}
                <DateField label={label('role.validFrom')} required {...form.getInputProps('role.validFrom')} />
              </SimpleGrid>
            </Stack>
          </Fieldset>
        )}
        <FormActions onCancel={close} submitting={form.submitting} />
      </Stack>
    </form>
  );
}
