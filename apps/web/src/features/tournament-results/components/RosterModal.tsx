// Adding or editing a roster (docs/decisions.md "Team rosters"): the persons are picked among the
// discipline's athlete applicants; the office also sets the state. Closing with unsaved changes
// asks first; saving an edit that changed nothing says so and sends nothing.
import type { Roster } from '@fedra/contract/tournament-results';
import { Select, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormActions, showSaveError, useGuardedClose } from '../../../platform/forms';
import { notify, notifySaved } from '../../../platform/notifications';
import { KeptModal, type ModalCloser } from '../../../platform/ui/KeptModal';
import { useDisciplineCodebook as useTournamentCodebook } from '../../tournaments';
import { createRoster, RESULTS_KEY, updateRoster } from '../api';

export interface Applicant {
  personId: number;
  name: string;
  club: string | null;
}

interface Values {
  firstPersonId: string | null;
  secondPersonId: string | null;
  stateId: string;
  note: string;
}

export function RosterModal({
  opened,
  zone,
  competitionId,
  roster,
  applicants,
  onClose,
}: {
  opened: boolean;
  zone: 'admin' | 'club';
  competitionId: number;
  /** null: a new roster. */
  roster: Roster | null;
  applicants: Applicant[];
  onClose: () => void;
}) {
  const { t } = useTranslation('tournament-results');
  return (
    <KeptModal opened={opened} onClose={onClose} title={t(roster ? 'rosters.editTitle' : 'rosters.addTitle')} size="lg">
      {(closer) => (
        <RosterForm
          zone={zone}
          competitionId={competitionId}
          roster={roster}
          applicants={applicants}
          onClose={onClose}
          closer={closer}
        />
      )}
    </KeptModal>
  );
}

function RosterForm({
  zone,
  competitionId,
  roster,
  applicants,
  onClose,
  closer,
}: {
  zone: 'admin' | 'club';
  competitionId: number;
  roster: Roster | null;
  applicants: Applicant[];
  onClose: () => void;
  closer: ModalCloser;
}) {
  const { t } = useTranslation('tournament-results');
  const { options } = useTournamentCodebook();
  const queryClient = useQueryClient();
  const form = useForm<Values>({
    initialValues: {
      firstPersonId: roster ? String(roster.firstPersonId) : null,
      secondPersonId: roster?.secondPersonId ? String(roster.secondPersonId) : null,
      stateId: String(roster?.stateId ?? 1),
      note: roster?.note ?? '',
    },
    validate: { firstPersonId: (v) => (v ? null : t('rosters.pickPerson')) },
  });
  const close = useGuardedClose(form.isDirty(), onClose);
  closer.current = close;
  const people = applicants.map((a) => ({
    value: String(a.personId),
    label: a.club ? `${a.name} (${a.club})` : a.name,
  }));
  // The persons of the roster being edited stay pickable even when they are not applicants now.
  for (const [id, name] of roster
    ? [
        [roster.firstPersonId, roster.firstName],
        [roster.secondPersonId, roster.secondName],
      ]
    : []) {
    if (id && !people.some((p) => p.value === String(id))) people.push({ value: String(id), label: String(name) });
  }

  const submit = form.onSubmit(async (values) => {
    if (roster && !form.isDirty()) {
      notify.info(t('rosters.original'));
      return;
    }
    const note = values.note.trim() === '' ? null : values.note;
    const second = values.secondPersonId ? Number(values.secondPersonId) : null;
    try {
      if (roster) {
        await updateRoster(roster.id, {
          firstPersonId: Number(values.firstPersonId),
          secondPersonId: second,
          stateId: Number(values.stateId),
          note,
        });
      } else {
        await createRoster(zone, competitionId, {
          firstPersonId: Number(values.firstPersonId),
          secondPersonId: second,
          note,
        });
      }
      notifySaved();
      form.resetDirty();
      await queryClient.invalidateQueries({ queryKey: ['tournaments'] });
      await queryClient.invalidateQueries({ queryKey: RESULTS_KEY });
      onClose();
    } catch (err) {
      showSaveError(form, err);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Select
          label={t('rosters.first')}
          required
          searchable
          data={people}
          placeholder={t('rosters.pickPerson')}
          {...form.getInputProps('firstPersonId')}
        />
        <Select
          label={t('rosters.second')}
          searchable
          clearable
          data={people.filter((p) => p.value !== form.getValues().firstPersonId)}
          placeholder={t('rosters.pickPerson')}
          {...form.getInputProps('secondPersonId')}
        />
        {roster && zone === 'admin' && (
          <Select
            label={t('rosters.state')}
            required
            allowDeselect={false}
            data={options('tournamentTeamStates')}
            {...form.getInputProps('stateId')}
          />
        )}
        <Textarea label={t('rosters.note')} maxLength={500} autosize minRows={2} {...form.getInputProps('note')} />
        <FormActions onCancel={close} submitting={form.submitting} />
      </Stack>
    </form>
  );
}
