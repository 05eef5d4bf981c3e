// Adding a round or changing its name and dates (the office). dateFrom after dateTill is refused
// next to both fields, as the server does.
import type { LeagueRound } from '@fedra/contract/league-matches';
import { Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { FormActions, useFormSave, useGuardedClose } from '../../../platform/forms';
import { TypedDateField } from '../../../platform/forms/DateField';
import { KeptModal, type ModalCloser, useLast } from '../../../platform/ui/KeptModal';
import { useFocusFirstError } from '../../../platform/ui/use-focus-first-error';
import { createRound, LEAGUES_KEY, updateRound } from '../api';

interface Values {
  name: string;
  dateFrom: string;
  dateTill: string;
}

export function RoundModal({
  opened,
  competitionId,
  round,
  onClose,
}: {
  opened: boolean;
  competitionId: number;
  /** null: a new round. */
  round: LeagueRound | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('league-matches');
  const shown = useLast(round);
  const title =
    round || (!opened && shown) ? t('rounds.editTitle', { name: (round ?? shown)?.name ?? '' }) : t('rounds.addTitle');
  return (
    <KeptModal opened={opened} onClose={onClose} title={title}>
      {(closer) => <RoundForm competitionId={competitionId} round={round} onClose={onClose} closer={closer} />}
    </KeptModal>
  );
}

function RoundForm({
  competitionId,
  round,
  onClose,
  closer,
}: {
  competitionId: number;
  round: LeagueRound | null;
  onClose: () => void;
  closer: ModalCloser;
}) {
  const { t } = useTranslation('league-matches');
  const form = useForm<Values>({
    initialValues: { name: round?.name ?? '', dateFrom: round?.dateFrom ?? '', dateTill: round?.dateTill ?? '' },
    validate: {
      dateTill: (v, values) =>
        v && values.dateFrom && v < values.dateFrom
          ? i18next.t('validation.dateTillBeforeFrom', { ns: 'forms' })
          : null,
    },
  });
  const focus = useFocusFirstError<HTMLFormElement>(form.errors);
  const close = useGuardedClose(form.isDirty(), onClose);
  closer.current = close;
  const save = useFormSave(form, { invalidate: LEAGUES_KEY, onSaved: onClose });
  const submit = form.onSubmit(
    (v) => {
      focus.request();
      const body = { name: v.name.trim() || null, dateFrom: v.dateFrom || null, dateTill: v.dateTill || null };
      return save(() => (round ? updateRound(round.id, body) : createRound(competitionId, body)));
    },
    () => focus.request(),
  );
  return (
    <form ref={focus.ref} onSubmit={submit} noValidate>
      <Stack>
        <TextInput label={t('rounds.name')} maxLength={100} data-autofocus {...form.getInputProps('name')} />
        <TypedDateField label={t('rounds.dateFrom')} {...form.getInputProps('dateFrom')} />
        <TypedDateField label={t('rounds.dateTill')} {...form.getInputProps('dateTill')} />
        <FormActions onCancel={close} submitting={form.submitting} />
      </Stack>
    </form>
  );
}
