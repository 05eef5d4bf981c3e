// Create or edit a league (the office): name, season, dates and state required (marked), organizer
// and contact optional. Checked with the contract's schema before it is sent (both date-order
// messages next to both dates); the server's field problems go next to their fields; closing with
// changes asks first. A new league opens its page once saved.
import { LEAGUE_STATES, type League, type LeagueWrite, LeagueWriteSchema } from '@fedra/contract/leagues';
import { Fieldset, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { seasonsQuery } from '../../../platform/api/seasons';
import { FormActions, useFormSave, useGuardedClose } from '../../../platform/forms';
import { ClubSelect } from '../../../platform/forms/ClubSelect';
import { TypedDateField } from '../../../platform/forms/DateField';
import { KeptModal, type ModalCloser, useLast } from '../../../platform/ui/KeptModal';
import { useFocusFirstError } from '../../../platform/ui/use-focus-first-error';
import { createLeague, LEAGUES_KEY, updateLeague } from '../api';
import { leagueFieldErrors } from '../field-errors';

export interface LeagueFormValues {
  name: string;
  seasonId: string | null;
  dateFrom: string;
  dateTill: string;
  stateId: string | null;
  organizerId: string | null;
  organizerText: string;
  contactName: string;
  contactPhone: string;
  contactEmail: string;
  note: string;
}

export function leagueFormValues(l: League | null): LeagueFormValues {
  return {
    name: l?.name ?? '',
    seasonId: l ? String(l.seasonId) : null,
    dateFrom: l?.dateFrom ?? '',
    dateTill: l?.dateTill ?? '',
    stateId: String(l?.stateId ?? 1),
    organizerId: l?.organizerId ? String(l.organizerId) : null,
    organizerText: l?.organizerText ?? '',
    contactName: l?.contactName ?? '',
    contactPhone: l?.contactPhone ?? '',
    contactEmail: l?.contactEmail ?? '',
    note: l?.note ?? '',
  };
}

/** The body of the create and update calls; a required field left empty is missing (the schema names it). */
export function leagueBody(v: LeagueFormValues): LeagueWrite {
  const opt = (s: string) => s.trim() || null;
  return {
    name: v.name.trim() || (undefined as unknown as string),
    seasonId: v.seasonId ? Number(v.seasonId) : (undefined as unknown as number),
    dateFrom: v.dateFrom || (undefined as unknown as string),
    dateTill: v.dateTill || (undefined as unknown as string),
    stateId: v.stateId ? Number(v.stateId) : undefined,
    organizerId: v.organizerId ? Number(v.organizerId) : null,
    organizerText: opt(v.organizerText),
    contactName: opt(v.contactName),
    contactPhone: opt(v.contactPhone),
    contactEmail: opt(v.contactEmail),
    note: opt(v.note),
  };
}

interface Props {
  /** null: a new league. */
  league: League | null;
  onClose: () => void;
  /** After a new league is saved: its id. */
  onCreated?: (id: number) => void;
}

export function LeagueFormModal({ opened = true, ...props }: Props & { opened?: boolean }) {
  const { t } = useTranslation('leagues');
  const isEdit = useLast(opened ? props.league !== null : null);
  return (
    <KeptModal
      opened={opened}
      onClose={props.onClose}
      closeButtonProps={{ 'aria-label': t('form.close') }}
      title={isEdit ? t('form.editTitle') : t('form.newTitle')}
      size="lg"
    >
      {(closer) => <LeagueForm {...props} closer={closer} />}
    </KeptModal>
  );
}

function LeagueForm({ league, onClose, onCreated, closer }: Props & { closer: ModalCloser }) {
  const { t } = useTranslation('leagues');
  const seasons = useQuery(seasonsQuery('admin'));
  const label = (field: string) =>
    t(`field.${field === 'seasonId' ? 'season' : field === 'stateId' ? 'state' : field}`);
  const form = useForm<LeagueFormValues>({
    initialValues: leagueFormValues(league),
    validate: (values) => leagueFieldErrors(LeagueWriteSchema, leagueBody(values), label),
  });
  const focus = useFocusFirstError<HTMLFormElement>(form.errors);
  const close = useGuardedClose(form.isDirty(), onClose);
  closer.current = close;
  const created = useRef<number | null>(null);
  const save = useFormSave(form, {
    invalidate: LEAGUES_KEY,
    onSaved: () => {
      onClose();
      if (created.current !== null) onCreated?.(created.current);
    },
  });
  // The first field with a message takes the focus, whether the message is ours or the server's.
  const submit = form.onSubmit(
    (values) => {
      focus.request();
      return save(async () => {
        const body = leagueBody(values);
        if (league) return updateLeague(league.id, body);
        const answer = await createLeague(body);
        created.current = answer.data.id;
        return answer;
      });
    },
    () => focus.request(),
  );
  const stateOptions = LEAGUE_STATES.map((s) => ({ value: String(s), label: t(`state.${s}`) }));

  return (
    <form ref={focus.ref} onSubmit={submit} noValidate>
      <Stack>
        <Fieldset legend={t('form.basics')}>
          <Stack gap="sm">
            <TextInput label={label('name')} required data-autofocus {...form.getInputProps('name')} />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Select
                label={label('seasonId')}
                required
                searchable
                data={(seasons.data?.data ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
                {...form.getInputProps('seasonId')}
              />
              <Select
                label={label('stateId')}
                required
                allowDeselect={false}
                data={stateOptions}
                description={t('form.stateHint')}
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                {...form.getInputProps('stateId')}
              />
              <TypedDateField label={label('dateFrom')} required {...form.getInputProps('dateFrom')} />
              <TypedDateField label={label('dateTill')} required {...form.getInputProps('dateTill')} />
            </SimpleGrid>
          </Stack>
        </Fieldset>
        <Fieldset legend={t('form.contacts')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <ClubSelect
              label={label('organizerId')}
              value={form.values.organizerId}
              onChange={(v) => form.setFieldValue('organizerId', v)}
              knownName={league?.organizerId ? (league.organizerName ?? undefined) : undefined}
              error={form.errors.organizerId}
            />
            <TextInput label={label('organizerText')} {...form.getInputProps('organizerText')} />
            <TextInput label={label('contactName')} {...form.getInputProps('contactName')} />
            <TextInput label={label('contactPhone')} type="tel" {...form.getInputProps('contactPhone')} />
            <TextInput label={label('contactEmail')} type="email" {...form.getInputProps('contactEmail')} />
          </SimpleGrid>
          <Textarea label={label('note')} rows={3} mt="sm" {...form.getInputProps('note')} />
        </Fieldset>
        <FormActions onCancel={close} submitting={form.submitting} />
      </Stack>
    </form>
  );
}
