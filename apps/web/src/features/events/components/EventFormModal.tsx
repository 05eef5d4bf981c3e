// Create or edit an event (issue 32 §4, §6): type, name, start and end (local date and time), venue
// (a sport field of the register and/or text), capacity, registration deadline, description, who
// is invited (role types, clubs, a federation unit) and the role its finishing grants; checked with
// the contract's schema, server field errors shown next to the fields; closing with changes asks.
import { type Event, EventWriteSchema } from '@fedra/contract/events';
import {
  Badge,
  CloseButton,
  Group,
  Modal,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { FormActions, useFormSave, useGuardedClose, zodFieldErrors } from '../../../platform/forms';
import { ClubSelect } from '../../../platform/forms/ClubSelect';
import { TypedDateField } from '../../../platform/forms/DateField';
import { TypedDateTimeField } from '../../../platform/forms/DateTimeField';
import { toLocalInput } from '../../../platform/i18n/format';
import { useCodebook } from '../../../platform/session/use-codebook';
import { useFocusFirstError } from '../../../platform/ui/use-focus-first-error';
import { SportFieldSelect, useVenuePicker } from '../../sport-fields';
import { createEvent, EVENTS_KEY, updateEvent } from '../api';

interface Props {
  event: Event | null;
  onClose: () => void;
}

/** The date-and-time field's local "YYYY-MM-DDTHH:mm" as an ISO instant; '' stays '' (required). */
function fromLocalInput(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return value;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? value : d.toISOString();
}

const id = (v: string | null) => (v ? Number(v) : null);

export function EventFormModal({ event, onClose }: Props) {
  const { t } = useTranslation('events');
  const codebook = useCodebook();
  const venuePicker = useVenuePicker();
  const form = useForm({
    initialValues: {
      name: event?.name ?? '',
      typeId: event ? String(event.typeId) : null,
      startsAt: toLocalInput(event?.startsAt ?? null),
      endsAt: toLocalInput(event?.endsAt ?? null),
      sportFieldId: event?.sportFieldId ? String(event.sportFieldId) : null,
      venueText: event?.venueText ?? '',
      capacity: (event?.capacity ?? '') as number | string,
      registrationDeadline: event?.registrationDeadline ?? '',
      description: event?.description ?? '',
      invitedRoleTypeIds: (event?.invitedRoleTypeIds ?? []).map(String),
      invitedClubs: event?.invitedClubs ?? [],
      invitedFederationUnitId: event?.invitedFederationUnitId ? String(event.invitedFederationUnitId) : null,
      grantRoleTypeId: event?.grantRoleTypeId ? String(event.grantRoleTypeId) : null,
      grantLevelId: event?.grantLevelId ? String(event.grantLevelId) : null,
    },
  });
  type Values = typeof form.values;
  const body = (v: Values) => ({
    typeId: v.typeId ? Number(v.typeId) : (undefined as unknown as number),
    name: v.name,
    startsAt: fromLocalInput(v.startsAt),
    endsAt: fromLocalInput(v.endsAt),
    sportFieldId: id(v.sportFieldId),
    venueText: v.venueText.trim() || null,
    capacity: v.capacity === '' ? null : Number(v.capacity),
    registrationDeadline: v.registrationDeadline || null,
    description: v.description.trim() || null,
    invitedRoleTypeIds: v.invitedRoleTypeIds.map(Number),
    invitedClubIds: v.invitedClubs.map((c) => c.id),
    invitedFederationUnitId: id(v.invitedFederationUnitId),
    grantRoleTypeId: id(v.grantRoleTypeId),
    grantLevelId: v.grantRoleTypeId ? id(v.grantLevelId) : null,
  });
  const labels = (name: string) => t(`field.${name}`);
  const focus = useFocusFirstError<HTMLFormElement>(form.errors);
  const close = useGuardedClose(form.isDirty(), onClose);
  const save = useFormSave(form, { invalidate: EVENTS_KEY, onSaved: onClose });
  const levels = codebook.options('personRoleLevel', (l) => String(l.typeId) === form.values.grantRoleTypeId);

  const submit = form.onSubmit(
    async (values) => {
      const errors = zodFieldErrors(EventWriteSchema, body(values), labels, { pattern: /^events\./, ns: 'events' });
      if (Object.keys(errors).length) {
        form.setErrors(errors);
        focus.request();
        return;
      }
      focus.request();
      await save(() => (event ? updateEvent(event.id, body(values)) : createEvent(body(values))));
    },
    () => focus.request(),
  );

  return (
    <Modal opened onClose={close} title={event ? t('form.editTitle') : t('form.newTitle')} size="xl">
      <form ref={focus.ref} onSubmit={submit} noValidate>
        <Stack>
          <TextInput label={t('field.name')} required data-autofocus maxLength={200} {...form.getInputProps('name')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label={t('field.typeId')}
              required
              allowDeselect={false}
              data={codebook.options('eventTypes')}
              {...form.getInputProps('typeId')}
            />
            <NumberInput
              label={t('field.capacity')}
              description={t('form.capacityHint')}
              min={0}
              allowDecimal={false}
              {...form.getInputProps('capacity')}
            />
            <TypedDateTimeField label={t('field.startsAt')} required {...form.getInputProps('startsAt')} />
            <TypedDateTimeField label={t('field.endsAt')} required {...form.getInputProps('endsAt')} />
            {venuePicker && (
              <SportFieldSelect
                zone="admin"
                value={form.values.sportFieldId}
                onChange={(v) => form.setFieldValue('sportFieldId', v)}
                knownName={event?.sportFieldName}
                error={form.errors.sportFieldId as string | undefined}
              />
            )}
            <TextInput
              label={t('field.venueText')}
              description={t('form.venueTextHint')}
              maxLength={300}
              {...form.getInputProps('venueText')}
            />
            <TypedDateField
              label={t('field.registrationDeadline')}
              description={t('form.deadlineHint')}
              {...form.getInputProps('registrationDeadline')}
            />
          </SimpleGrid>
          <Textarea label={t('field.description')} rows={4} maxLength={5000} {...form.getInputProps('description')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <MultiSelect
              label={t('field.invitedRoleTypeIds')}
              description={t('form.invitedHint')}
              data={codebook.options('personRoleType')}
              clearable
              {...form.getInputProps('invitedRoleTypeIds')}
            />
            <Select
              label={t('field.invitedFederationUnitId')}
              placeholder={t('wholeFederation')}
              clearable
              data={codebook.options('federationUnits')}
              {...form.getInputProps('invitedFederationUnitId')}
            />
          </SimpleGrid>
          <Stack gap={6}>
            <ClubSelect
              label={t('field.invitedClubIds')}
              description={t('form.invitedHint')}
              value={null}
              error={form.errors.invitedClubIds as string | undefined}
              onChange={(clubId, name) => {
                if (!clubId || form.values.invitedClubs.some((c) => String(c.id) === clubId)) return;
                form.setFieldValue('invitedClubs', [
                  ...form.values.invitedClubs,
                  { id: Number(clubId), name: name ?? clubId },
                ]);
              }}
            />
            {form.values.invitedClubs.length > 0 && (
              <Group gap={6}>
                {form.values.invitedClubs.map((c) => (
                  <Badge
                    key={c.id}
                    variant="light"
                    tt="none"
                    pr={3}
                    rightSection={
                      <CloseButton
                        size="xs"
                        aria-label={`${t('field.invitedClubIds')}: ${c.name} ×`}
                        onClick={() =>
                          form.setFieldValue(
                            'invitedClubs',
                            form.values.invitedClubs.filter((x) => x.id !== c.id),
                          )
                        }
                      />
                    }
                  >
                    {c.name}
                  </Badge>
                ))}
              </Group>
            )}
          </Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label={t('field.grantRoleTypeId')}
              description={t('form.grantHint')}
              clearable
              data={codebook.options('personRoleType')}
              {...form.getInputProps('grantRoleTypeId')}
              onChange={(v) => {
                form.setFieldValue('grantRoleTypeId', v);
                form.setFieldValue('grantLevelId', null);
              }}
            />
            <Select
              label={t('field.grantLevelId')}
              clearable
              disabled={!form.values.grantRoleTypeId || levels.length === 0}
              data={levels}
              {...form.getInputProps('grantLevelId')}
            />
          </SimpleGrid>
          <FormActions onCancel={close} submitting={form.submitting} />
        </Stack>
      </form>
    </Modal>
  );
}
