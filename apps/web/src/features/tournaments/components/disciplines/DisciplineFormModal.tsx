// Create or edit a discipline (the office): checked with the contract's schema before it is sent,
// the spec's messages next to their fields ('Zadejte čas ve formátu HH:MM.', both date-order
// messages on both dates); the server's field problems go next to their fields too; closing with
// changes asks first.

import { dateRangeBothWays } from '@fedra/contract/common/schemas';
import {
  type Competition,
  type CompetitionCreate,
  CompetitionCreateSchema,
} from '@fedra/contract/tournament-competitions';
import { Checkbox, Fieldset, Group, NumberInput, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormActions, useFormSave, useGuardedClose } from '../../../../platform/forms';
import { KeptModal, type ModalCloser, useLast } from '../../../../platform/ui/KeptModal';
import { createCompetition, TOURNAMENTS_KEY, updateCompetition } from '../../api-competitions';
import { tournamentFieldErrors } from './field-errors';
import { type TournamentList, useTournamentCodebook } from './use-tournament-codebook';

const SELECTS = {
  sportDisciplineId: 'sportDisciplines',
  ageCategoryId: 'ageCategories',
  ageCategoryGroupId: 'ageCategoryGroups',
  levelId: 'tournamentLevels',
  systemId: 'tournamentSystems',
  resultTypeId: 'tournamentResultTypes',
} as const satisfies Record<string, TournamentList>;
type SelectField = keyof typeof SELECTS;

const TEXTS = [
  'name',
  'competitionType',
  'performanceClass',
  'dateFrom',
  'dateTill',
  'timeFrom',
  'location',
  'proposition',
  'externalId',
  'openForParticipants',
  'closeForParticipants',
  'resultsUrl',
] as const;
type TextField = (typeof TEXTS)[number];
const NUMBERS = ['startFee', 'gamePerMatch', 'setMax', 'roundCount'] as const;
type NumberField = (typeof NUMBERS)[number];

export type DisciplineFormValues = Record<TextField, string> &
  Record<SelectField, string | null> &
  Record<NumberField, number | string> & { isDraw: boolean };

export function disciplineFormValues(c: Competition | null): DisciplineFormValues {
  const values = { isDraw: c?.isDraw ?? false } as DisciplineFormValues;
  for (const f of TEXTS) values[f] = (c?.[f] as string | null | undefined) ?? '';
  for (const f of Object.keys(SELECTS) as SelectField[]) values[f] = c?.[f] == null ? null : String(c[f]);
  for (const f of NUMBERS) values[f] = c?.[f] ?? '';
  return values;
}

/** The create body (the update takes the same); an empty optional field is sent as null. */
export function disciplineBody(v: DisciplineFormValues): CompetitionCreate {
  const body: Record<string, unknown> = { isDraw: v.isDraw };
  for (const f of TEXTS) body[f] = v[f].trim() || null;
  // The name is required: left empty it is missing (the schema names it), not null.
  body.name = v.name.trim() || undefined;
  for (const f of Object.keys(SELECTS) as SelectField[]) body[f] = v[f] ? Number(v[f]) : null;
  for (const f of NUMBERS) body[f] = v[f] === '' ? null : Number(v[f]);
  return body as CompetitionCreate;
}

// The schema checks the date order only once every field passes; the dialog shows the spec's two
// messages at once, next to both dates of each pair, so the pairs are checked on their own too.
const nullableDate = z.string().nullish();
const DATE_ORDER = z
  .object({
    dateFrom: nullableDate,
    dateTill: nullableDate,
    openForParticipants: nullableDate,
    closeForParticipants: nullableDate,
  })
  .superRefine(dateRangeBothWays('dateFrom', 'dateTill'))
  .superRefine(dateRangeBothWays('openForParticipants', 'closeForParticipants'));

interface Props {
  tournamentId: number;
  /** null: a new discipline. */
  discipline: Competition | null;
  onClose: () => void;
}

/** The discipline dialog, open while `opened` (kept mounted: the focus returns on close). */
export function DisciplineFormModal({ opened = true, ...props }: Props & { opened?: boolean }) {
  const { t } = useTranslation('tournaments');
  const isEdit = useLast(opened ? props.discipline !== null : null);
  return (
    <KeptModal
      opened={opened}
      onClose={props.onClose}
      title={isEdit ? t('disciplines.form.editTitle') : t('disciplines.form.newTitle')}
      size="xl"
    >
      {(closer) => <DisciplineForm {...props} closer={closer} />}
    </KeptModal>
  );
}

function DisciplineForm({ tournamentId, discipline, onClose, closer }: Props & { closer: ModalCloser }) {
  const { t } = useTranslation('tournaments');
  const { options } = useTournamentCodebook();
  const label = (field: string) => t(`disciplines.field.${field}`);
  const form = useForm<DisciplineFormValues>({
    initialValues: disciplineFormValues(discipline),
    validate: (values) => {
      const body = disciplineBody(values);
      return {
        ...tournamentFieldErrors(DATE_ORDER, body, label),
        ...tournamentFieldErrors(CompetitionCreateSchema, body, label),
      };
    },
  });
  const close = useGuardedClose(form.isDirty(), onClose);
  closer.current = close;
  const save = useFormSave(form, { invalidate: TOURNAMENTS_KEY, onSaved: onClose });
  const submit = form.onSubmit((values) =>
    save(() => {
      const body = disciplineBody(values);
      return discipline
        ? updateCompetition(discipline.id, { ...body, id: discipline.id })
        : createCompetition(tournamentId, body);
    }),
  );

  // Both dates of a pair speak of their order: once either shows a message, a change to one checks both.
  const { dateFrom, dateTill, openForParticipants, closeForParticipants } = form.values;
  const pairErrors = Boolean(
    form.errors.dateFrom || form.errors.dateTill || form.errors.openForParticipants || form.errors.closeForParticipants,
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when a date changes, not when its message does
  useEffect(() => {
    if (!pairErrors) return;
    for (const f of ['dateFrom', 'dateTill', 'openForParticipants', 'closeForParticipants']) form.validateField(f);
  }, [dateFrom, dateTill, openForParticipants, closeForParticipants]);

  const select = (field: SelectField) => (
    <Select label={label(field)} data={options(SELECTS[field])} clearable searchable {...form.getInputProps(field)} />
  );
  const text = (field: TextField, extra: Record<string, unknown> = {}) => (
    <TextInput label={label(field)} {...extra} {...form.getInputProps(field)} />
  );
  const number = (field: NumberField, extra: Record<string, unknown> = {}) => (
    <NumberInput label={label(field)} min={0} allowNegative={false} {...extra} {...form.getInputProps(field)} />
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Fieldset legend={t('disciplines.form.basics')}>
          <Stack gap="sm">
            {text('name', { required: true, 'data-autofocus': true })}
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {select('sportDisciplineId')}
              {select('levelId')}
              {select('ageCategoryGroupId')}
              {select('ageCategoryId')}
              {text('performanceClass')}
              {text('competitionType')}
            </SimpleGrid>
          </Stack>
        </Fieldset>
        <Fieldset legend={t('disciplines.form.schedule')}>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {text('dateFrom', { type: 'date' })}
            {text('dateTill', { type: 'date' })}
            {text('timeFrom', { placeholder: 'HH:MM', description: t('disciplines.timeHint'), inputMode: 'numeric' })}
            {text('openForParticipants', { type: 'date' })}
            {text('closeForParticipants', { type: 'date' })}
            {number('startFee', { decimalScale: 2 })}
          </SimpleGrid>
          {text('location', { mt: 'sm' })}
        </Fieldset>
        <Fieldset legend={t('disciplines.form.format')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {select('systemId')}
            {select('resultTypeId')}
            {number('gamePerMatch', { allowDecimal: false })}
            {number('setMax', { allowDecimal: false })}
            {number('roundCount', { allowDecimal: false })}
            {text('externalId')}
          </SimpleGrid>
          <Group mt="sm">
            <Checkbox label={label('isDraw')} {...form.getInputProps('isDraw', { type: 'checkbox' })} />
          </Group>
          {text('resultsUrl', { mt: 'sm', type: 'url' })}
          <Textarea label={label('proposition')} rows={3} mt="sm" {...form.getInputProps('proposition')} />
        </Fieldset>
        <FormActions onCancel={close} submitting={form.submitting} />
      </Stack>
    </form>
  );
}
