// Adding a match (the office: round, home and away team of the competition) or changing a match's
// details (start, venue, attendance, referee — picked from today's referees, free text only as the
// fallback —, organizer, proposition, note; the office also its
// round and teams). The server's messages go next to their fields, the focus to the first of them.
import type { LeagueMatch } from '@fedra/contract/league-matches';
import { NumberInput, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { FormActions, useFormSave, useGuardedClose, validationMessages } from '../../../platform/forms';
import { TypedDateTimeField } from '../../../platform/forms/DateTimeField';
import { toLocalInput } from '../../../platform/i18n/format';
import { KeptModal, type ModalCloser } from '../../../platform/ui/KeptModal';
import { useFocusFirstError } from '../../../platform/ui/use-focus-first-error';
import { SportFieldSelect, useVenuePicker } from '../../sport-fields';
import { createMatch, LEAGUES_KEY, updateMatch, type WriteZone } from '../api';
import { RefereeSelect } from './RefereeSelect';

export interface Option {
  value: string;
  label: string;
}

interface Values {
  roundId: string | null;
  homeTeamId: string | null;
  awayTeamId: string | null;
  startDate: string;
  address: string;
  sportFieldId: string | null;
  attendance: number | string;
  refereeId: string | null;
  refereeText: string;
  organizer: string;
  propositionUrl: string;
  note: string;
}

export function MatchFormModal({
  opened,
  zone,
  competitionId,
  match,
  rounds,
  teams,
  onClose,
}: {
  opened: boolean;
  zone: WriteZone;
  competitionId: number;
  /** null: a new match. */
  match: LeagueMatch | null;
  /** The competition's rounds and teams (the office's selects). */
  rounds: Option[];
  teams: Option[];
  onClose: () => void;
}) {
  const { t } = useTranslation('league-matches');
  return (
    <KeptModal opened={opened} onClose={onClose} title={t(match ? 'match.editTitle' : 'match.addTitle')} size="lg">
      {(closer) => (
        <MatchForm
          zone={zone}
          competitionId={competitionId}
          match={match}
          rounds={rounds}
          teams={teams}
          onClose={onClose}
          closer={closer}
        />
      )}
    </KeptModal>
  );
}

function fromLocalInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

function MatchForm({
  zone,
  competitionId,
  match,
  rounds,
  teams,
  onClose,
  closer,
}: {
  zone: WriteZone;
  competitionId: number;
  match: LeagueMatch | null;
  rounds: Option[];
  teams: Option[];
  onClose: () => void;
  closer: ModalCloser;
}) {
  const { t } = useTranslation('league-matches');
  const office = zone === 'admin';
  const venuePicker = useVenuePicker();
  const form = useForm<Values>({
    initialValues: {
      roundId: match ? String(match.roundId) : null,
      homeTeamId: match ? String(match.homeTeam.id) : null,
      awayTeamId: match ? String(match.awayTeam.id) : null,
      startDate: toLocalInput(match?.startDate ?? null),
      address: match?.address ?? '',
      sportFieldId: match?.sportFieldId ? String(match.sportFieldId) : null,
      attendance: match?.attendance ?? '',
      refereeId: match?.refereeId ? String(match.refereeId) : null,
      refereeText: match?.refereeText ?? '',
      organizer: match?.organizer ?? '',
      propositionUrl: match?.propositionUrl ?? '',
      note: match?.note ?? '',
    },
    validate: office
      ? {
          roundId: (v) => (v ? null : validationMessages.required(t('match.round'))),
          homeTeamId: (v) => (v ? null : validationMessages.required(t('match.home'))),
          awayTeamId: (v) => (v ? null : validationMessages.required(t('match.away'))),
        }
      : {},
  });
  const focus = useFocusFirstError<HTMLFormElement>(form.errors);
  const close = useGuardedClose(form.isDirty(), onClose);
  closer.current = close;
  const save = useFormSave(form, { invalidate: LEAGUES_KEY, onSaved: onClose });
  const submit = form.onSubmit(
    (v) => {
      focus.request();
      const details = {
        startDate: v.startDate ? fromLocalInput(v.startDate) : null,
        address: v.address.trim() || null,
        sportFieldId: v.sportFieldId ? Number(v.sportFieldId) : null,
        attendance: v.attendance === '' ? null : Number(v.attendance),
        refereeId: v.refereeId ? Number(v.refereeId) : null,
        refereeText: v.refereeText.trim() || null,
        organizer: v.organizer.trim() || null,
        propositionUrl: v.propositionUrl.trim() || null,
        note: v.note.trim() || null,
      };
      const placement = office
        ? { roundId: Number(v.roundId), homeTeamId: Number(v.homeTeamId), awayTeamId: Number(v.awayTeamId) }
        : {};
      if (!match) {
        const { address, ...rest } = details;
        return save(() =>
          createMatch(competitionId, {
            ...(placement as { roundId: number; homeTeamId: number; awayTeamId: number }),
            ...rest,
            ...(address ? { address } : {}),
          }),
        );
      }
      return save(() => updateMatch(zone, match.id, { ...placement, ...details }));
    },
    () => focus.request(),
  );
  return (
    <form ref={focus.ref} onSubmit={submit} noValidate>
      <Stack>
        {office && (
          <>
            <Select
              label={t('match.round')}
              required
              data={rounds}
              allowDeselect={false}
              placeholder={t('match.pickRound')}
              data-autofocus
              {...form.getInputProps('roundId')}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Select
                label={t('match.home')}
                required
                searchable
                data={teams}
                placeholder={t('match.pickTeam')}
                {...form.getInputProps('homeTeamId')}
              />
              <Select
                label={t('match.away')}
                required
                searchable
                data={teams}
                placeholder={t('match.pickTeam')}
                {...form.getInputProps('awayTeamId')}
              />
            </SimpleGrid>
          </>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TypedDateTimeField
            label={t('match.startDate')}
            // The office starts at the round; a club's form begins here.
            data-autofocus={!office || undefined}
            {...form.getInputProps('startDate')}
          />
          <NumberInput
            label={t('match.attendance')}
            min={0}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('attendance')}
          />
        </SimpleGrid>
        {venuePicker && (
          <SportFieldSelect
            zone={zone}
            value={form.values.sportFieldId}
            onChange={(v) => form.setFieldValue('sportFieldId', v)}
            knownName={match?.sportFieldName}
            error={form.errors.sportFieldId as string | undefined}
          />
        )}
        <TextInput
          label={venuePicker ? t('match.addressFallback') : t('match.address')}
          maxLength={300}
          {...form.getInputProps('address')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <RefereeSelect
            zone={zone}
            value={form.getValues().refereeId}
            onChange={(id) => form.setFieldValue('refereeId', id)}
            knownName={match?.refereeName ?? null}
            error={form.errors.refereeId as string | undefined}
          />
          <TextInput
            label={t('match.refereeText')}
            description={t('match.refereeTextHint')}
            maxLength={200}
            {...form.getInputProps('refereeText')}
          />
        </SimpleGrid>
        <TextInput label={t('match.organizer')} maxLength={200} {...form.getInputProps('organizer')} />
        <TextInput
          type="url"
          label={t('match.proposition')}
          maxLength={500}
          {...form.getInputProps('propositionUrl')}
        />
        <Textarea label={t('match.note')} maxLength={2000} autosize minRows={2} {...form.getInputProps('note')} />
        <FormActions onCancel={close} submitting={form.submitting} />
      </Stack>
    </form>
  );
}
