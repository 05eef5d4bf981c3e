// Create or edit a competition of a league (the office; spec 001 §3 League/competition part): name
// required (marked), the match rules (games per match 1–20, sets odd 1–9, rounds 1 or 2, draws),
// system (default the league system), result type, state, age group, dates and the application
// window. Checked with the contract's schema before it is sent; the server's field problems go
// next to their fields; closing with changes asks first.
import {
  LEAGUE_SYSTEM_ID,
  type LeagueCompetition,
  type LeagueCompetitionWrite,
  LeagueCompetitionWriteSchema,
} from '@fedra/contract/leagues';
import { Checkbox, Fieldset, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { FormActions, useFormSave, useGuardedClose } from '../../../platform/forms';
import { TypedDateField } from '../../../platform/forms/DateField';
import { KeptModal, type ModalCloser, useLast } from '../../../platform/ui/KeptModal';
import { useFocusFirstError } from '../../../platform/ui/use-focus-first-error';
import { createCompetition, LEAGUES_KEY, updateCompetition } from '../api';
import { leagueFieldErrors } from '../field-errors';
import { type LeagueList, useLeagueCodebook } from '../use-league-codebook';

const SELECTS = {
  ageCategoryGroupId: 'ageCategoryGroups',
  stateId: 'tournamentCompetitionStates',
  resultTypeId: 'tournamentResultTypes',
  systemId: 'tournamentSystems',
} as const satisfies Record<string, LeagueList>;
type SelectField = keyof typeof SELECTS;
const DATES = ['dateFrom', 'dateTill', 'openForParticipants', 'closeForParticipants'] as const;
type DateField = (typeof DATES)[number];
const NUMBERS = ['gamePerMatch', 'setMax', 'roundCount'] as const;
type NumberField = (typeof NUMBERS)[number];

export type CompetitionFormValues = { name: string; isDraw: boolean } & Record<SelectField, string | null> &
  Record<DateField, string> &
  Record<NumberField, number | string>;

export function competitionFormValues(c: LeagueCompetition | null): CompetitionFormValues {
  const values = {
    name: c?.name ?? '',
    isDraw: c?.isDraw ?? false,
    ageCategoryGroupId: c?.ageCategoryGroupId ? String(c.ageCategoryGroupId) : null,
    stateId: String(c?.stateId ?? 1),
    resultTypeId: c?.resultTypeId ? String(c.resultTypeId) : null,
    systemId: String(c?.systemId ?? LEAGUE_SYSTEM_ID),
  } as CompetitionFormValues;
  for (const f of DATES) values[f] = c?.[f] ?? '';
  values.gamePerMatch = c ? (c.gamePerMatch ?? '') : 1;
  values.setMax = c ? (c.setMax ?? '') : 3;
  values.roundCount = c ? (c.roundCount ?? '') : 2;
  return values;
}

/** The create and update body; an empty optional field is null, an empty required one missing. */
export function competitionBody(v: CompetitionFormValues): LeagueCompetitionWrite {
  const body: Record<string, unknown> = { name: v.name.trim() || undefined, isDraw: v.isDraw };
  for (const f of Object.keys(SELECTS) as SelectField[]) body[f] = v[f] ? Number(v[f]) : null;
  // State and system have defaults: left empty they are not sent.
  if (body.stateId === null) delete body.stateId;
  if (body.systemId === null) delete body.systemId;
  for (const f of DATES) body[f] = v[f] || null;
  for (const f of NUMBERS) body[f] = v[f] === '' ? null : Number(v[f]);
  return body as LeagueCompetitionWrite;
}

interface Props {
  leagueId: number;
  /** null: a new competition. */
  competition: LeagueCompetition | null;
  onClose: () => void;
}

export function CompetitionFormModal({ opened = true, ...props }: Props & { opened?: boolean }) {
  const { t } = useTranslation('leagues');
  const isEdit = useLast(opened ? props.competition !== null : null);
  return (
    <KeptModal
      opened={opened}
      onClose={props.onClose}
      closeButtonProps={{ 'aria-label': t('competitionForm.close') }}
      title={isEdit ? t('competitionForm.editTitle') : t('competitionForm.newTitle')}
      size="lg"
    >
      {(closer) => <CompetitionForm {...props} closer={closer} />}
    </KeptModal>
  );
}

function CompetitionForm({ leagueId, competition, onClose, closer }: Props & { closer: ModalCloser }) {
  const { t } = useTranslation('leagues');
  const { options } = useLeagueCodebook();
  const label = (field: string) => t(`competitionField.${field}`);
  const form = useForm<CompetitionFormValues>({
    initialValues: competitionFormValues(competition),
    validate: (values) => leagueFieldErrors(LeagueCompetitionWriteSchema, competitionBody(values), label),
  });
  const focus = useFocusFirstError<HTMLFormElement>(form.errors);
  const close = useGuardedClose(form.isDirty(), onClose);
  closer.current = close;
  const save = useFormSave(form, { invalidate: LEAGUES_KEY, onSaved: onClose });
  // The first field with a message takes the focus, whether the message is ours or the server's.
  const submit = form.onSubmit(
    (values) => {
      focus.request();
      return save(() => {
        const body = competitionBody(values);
        return competition ? updateCompetition(competition.id, body) : createCompetition(leagueId, body);
      });
    },
    () => focus.request(),
  );

  const select = (field: SelectField, extra: Record<string, unknown> = {}) => (
    <Select label={label(field)} data={options(SELECTS[field])} searchable {...extra} {...form.getInputProps(field)} />
  );
  const date = (field: DateField) => <TypedDateField label={label(field)} {...form.getInputProps(field)} />;
  const number = (field: NumberField, extra: Record<string, unknown>) => (
    <NumberInput
      label={label(field)}
      allowDecimal={false}
      allowNegative={false}
      {...extra}
      {...form.getInputProps(field)}
    />
  );

  return (
    <form ref={focus.ref} onSubmit={submit} noValidate>
      <Stack>
        <Fieldset legend={t('competitionForm.basics')}>
          <Stack gap="sm">
            <TextInput label={label('name')} required data-autofocus {...form.getInputProps('name')} />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {select('stateId', { allowDeselect: false })}
              {select('ageCategoryGroupId', { clearable: true })}
            </SimpleGrid>
          </Stack>
        </Fieldset>
        <Fieldset legend={t('competitionForm.rules')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {select('systemId', { allowDeselect: false })}
            {select('resultTypeId', { clearable: true })}
            {number('gamePerMatch', { min: 1, max: 20 })}
            {number('setMax', { min: 1, max: 9, step: 2 })}
            {number('roundCount', { min: 1, max: 2 })}
          </SimpleGrid>
          <Checkbox mt="sm" label={label('isDraw')} {...form.getInputProps('isDraw', { type: 'checkbox' })} />
        </Fieldset>
        <Fieldset legend={t('competitionForm.window')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {DATES.map((f) => (
              <div key={f}>{date(f)}</div>
            ))}
          </SimpleGrid>
        </Fieldset>
        <FormActions onCancel={close} submitting={form.submitting} />
      </Stack>
    </form>
  );
}
