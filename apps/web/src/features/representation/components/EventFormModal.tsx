// Create or edit a national team event (a camp, a tournament abroad): team, name, kind, dates
// (the end not before the start), place and country, and the nominated persons taking part
// (chosen from the team's squad, without those who declined).
import {
  REPRESENTATION_EVENT_KINDS,
  type RepresentationEvent,
  type RepresentationEventWrite,
  RepresentationEventWriteSchema,
} from '@fedra/contract/representation';
import { Modal, MultiSelect, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormActions, useFormSave, useGuardedClose, zodFieldErrors } from '../../../platform/forms';
import { TypedDateField } from '../../../platform/forms/DateField';
import { useCodebook } from '../../../platform/session/use-codebook';
import { useFocusFirstError } from '../../../platform/ui/use-focus-first-error';
import { allTeamsQuery, createEvent, REPRESENTATION_KEY, squadQuery, updateEvent } from '../api';
import { teamOptions } from './shared';

interface Props {
  event: RepresentationEvent | null;
  /** The team a new event belongs to, when the page knows it. */
  teamId?: number;
  onClose: () => void;
}

export function EventFormModal({ event, teamId, onClose }: Props) {
  const { t } = useTranslation('representation');
  const codebook = useCodebook();
  const teams = useQuery(allTeamsQuery());
  const form = useForm({
    initialValues: {
      teamId: event ? String(event.teamId) : teamId ? String(teamId) : null,
      name: event?.name ?? '',
      kind: event?.kind ?? 'camp',
      dateFrom: event?.dateFrom ?? '',
      dateTill: event?.dateTill ?? '',
      place: event?.place ?? '',
      countryId: event?.countryId ? String(event.countryId) : null,
      note: event?.note ?? '',
      participantIds: (event?.participants ?? []).map((p) => String(p.personId)),
    },
  });
  type Values = typeof form.values;
  const chosenTeam = form.values.teamId ? Number(form.values.teamId) : null;
  const squad = useQuery({ ...squadQuery(chosenTeam ?? 0), enabled: chosenTeam !== null });
  const participantOptions = (squad.data?.data ?? [])
    .filter((n) => n.state !== 'declined')
    .map((n) => ({ value: String(n.personId), label: `${n.lastName} ${n.firstName}` }));
  // Who takes part already stays choosable while the squad loads.
  for (const p of event?.participants ?? [])
    if (!participantOptions.some((o) => o.value === String(p.personId)))
      participantOptions.push({ value: String(p.personId), label: `${p.lastName} ${p.firstName}` });

  const body = (v: Values): RepresentationEventWrite => ({
    teamId: v.teamId ? Number(v.teamId) : (undefined as unknown as number),
    name: v.name,
    kind: v.kind,
    dateFrom: v.dateFrom,
    dateTill: v.dateTill,
    place: v.place || null,
    countryId: v.countryId ? Number(v.countryId) : null,
    note: v.note || null,
    participantIds: v.participantIds.map(Number),
  });
  const focus = useFocusFirstError<HTMLFormElement>(form.errors);
  const close = useGuardedClose(form.isDirty(), onClose);
  const save = useFormSave(form, { invalidate: REPRESENTATION_KEY, onSaved: onClose });

  const submit = form.onSubmit(
    async (values) => {
      const errors = zodFieldErrors(RepresentationEventWriteSchema, body(values), (f) => t(`field.${f}`));
      form.setErrors(errors);
      focus.request();
      if (Object.keys(errors).length) return;
      await save(() => (event ? updateEvent(event.id, body(values)) : createEvent(body(values))));
    },
    () => focus.request(),
  );

  return (
    <Modal opened onClose={close} title={event ? t('eventForm.editTitle') : t('eventForm.newTitle')} size="lg">
      <form ref={focus.ref} onSubmit={submit} noValidate>
        <Stack>
          <TextInput label={t('field.name')} required data-autofocus maxLength={200} {...form.getInputProps('name')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label={t('field.teamId')}
              required
              searchable
              data={teamOptions(teams.data?.data ?? [])}
              {...form.getInputProps('teamId')}
              onChange={(v) => {
                form.setFieldValue('teamId', v);
                form.setFieldValue('participantIds', []);
              }}
            />
            <Select
              label={t('field.kind')}
              required
              allowDeselect={false}
              data={REPRESENTATION_EVENT_KINDS.map((k) => ({ value: k, label: t(`kind.${k}`) }))}
              {...form.getInputProps('kind')}
            />
            <TypedDateField label={t('field.dateFrom')} required {...form.getInputProps('dateFrom')} />
            <TypedDateField label={t('field.dateTill')} required {...form.getInputProps('dateTill')} />
            <TextInput label={t('field.place')} maxLength={200} {...form.getInputProps('place')} />
            <Select
              label={t('field.countryId')}
              placeholder={t('eventForm.home')}
              clearable
              searchable
              data={codebook.options('country')}
              {...form.getInputProps('countryId')}
            />
          </SimpleGrid>
          <MultiSelect
            label={t('field.participantIds')}
            description={chosenTeam ? t('eventForm.participantsHint') : t('eventForm.chooseTeam')}
            searchable
            disabled={!chosenTeam}
            data={participantOptions}
            {...form.getInputProps('participantIds')}
          />
          <Textarea label={t('field.note')} autosize minRows={2} maxLength={2000} {...form.getInputProps('note')} />
          <FormActions onCancel={close} submitting={form.submitting} />
        </Stack>
      </form>
    </Modal>
  );
}
