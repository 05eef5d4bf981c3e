// Create or edit an international match: team, date and time, the opponent country, competition,
// place, the score (both sides, or none until played) and a note.
import {
  type RepresentationMatch,
  type RepresentationMatchWrite,
  RepresentationMatchWriteSchema,
} from '@fedra/contract/representation';
import { Modal, NumberInput, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormActions, useFormSave, useGuardedClose, zodFieldErrors } from '../../../platform/forms';
import { TypedDateField } from '../../../platform/forms/DateField';
import { useCodebook } from '../../../platform/session/use-codebook';
import { useFocusFirstError } from '../../../platform/ui/use-focus-first-error';
import { allTeamsQuery, createMatch, REPRESENTATION_KEY, updateMatch } from '../api';
import { teamOptions } from './shared';

interface Props {
  match: RepresentationMatch | null;
  teamId?: number;
  onClose: () => void;
}

const score = (v: number | string) => (v === '' || v === null ? null : Number(v));

export function MatchFormModal({ match, teamId, onClose }: Props) {
  const { t } = useTranslation('representation');
  const codebook = useCodebook();
  const teams = useQuery(allTeamsQuery());
  const form = useForm({
    initialValues: {
      teamId: match ? String(match.teamId) : teamId ? String(teamId) : null,
      date: match?.date ?? '',
      time: match?.time ?? '',
      opponentCountryId: match ? String(match.opponentCountryId) : null,
      competition: match?.competition ?? '',
      place: match?.place ?? '',
      scoreOwn: (match?.scoreOwn ?? '') as number | string,
      scoreOpponent: (match?.scoreOpponent ?? '') as number | string,
      note: match?.note ?? '',
    },
  });
  type Values = typeof form.values;
  const body = (v: Values): RepresentationMatchWrite => ({
    teamId: v.teamId ? Number(v.teamId) : (undefined as unknown as number),
    date: v.date,
    time: v.time || null,
    opponentCountryId: v.opponentCountryId ? Number(v.opponentCountryId) : (undefined as unknown as number),
    competition: v.competition || null,
    place: v.place || null,
    scoreOwn: score(v.scoreOwn),
    scoreOpponent: score(v.scoreOpponent),
    note: v.note || null,
  });
  const focus = useFocusFirstError<HTMLFormElement>(form.errors);
  const close = useGuardedClose(form.isDirty(), onClose);
  const save = useFormSave(form, { invalidate: REPRESENTATION_KEY, onSaved: onClose });

  const submit = form.onSubmit(
    async (values) => {
      const errors = zodFieldErrors(RepresentationMatchWriteSchema, body(values), (f) => t(`field.${f}`), {
        pattern: /^representation\./,
        ns: 'representation',
      });
      form.setErrors(errors);
      focus.request();
      if (Object.keys(errors).length) return;
      await save(() => (match ? updateMatch(match.id, body(values)) : createMatch(body(values))));
    },
    () => focus.request(),
  );

  return (
    <Modal opened onClose={close} title={match ? t('matchForm.editTitle') : t('matchForm.newTitle')} size="lg">
      <form ref={focus.ref} onSubmit={submit} noValidate>
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label={t('field.teamId')}
              required
              searchable
              data-autofocus
              data={teamOptions(teams.data?.data ?? [])}
              {...form.getInputProps('teamId')}
            />
            <Select
              label={t('field.opponentCountryId')}
              required
              searchable
              data={codebook.options('country')}
              {...form.getInputProps('opponentCountryId')}
            />
            <TypedDateField label={t('field.date')} required {...form.getInputProps('date')} />
            <TextInput type="time" label={t('field.time')} {...form.getInputProps('time')} />
            <TextInput label={t('field.competition')} maxLength={200} {...form.getInputProps('competition')} />
            <TextInput label={t('field.place')} maxLength={200} {...form.getInputProps('place')} />
            <NumberInput
              label={t('field.scoreOwn')}
              min={0}
              max={999}
              allowDecimal={false}
              {...form.getInputProps('scoreOwn')}
            />
            <NumberInput
              label={t('field.scoreOpponent')}
              min={0}
              max={999}
              allowDecimal={false}
              {...form.getInputProps('scoreOpponent')}
            />
          </SimpleGrid>
          <Text size="xs" c="dimmed">
            {t('matchForm.scoreHint')}
          </Text>
          <Textarea label={t('field.note')} autosize minRows={2} maxLength={2000} {...form.getInputProps('note')} />
          <FormActions onCancel={close} submitting={form.submitting} />
        </Stack>
      </form>
    </Modal>
  );
}
