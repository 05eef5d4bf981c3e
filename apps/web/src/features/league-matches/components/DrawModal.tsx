// Generating a competition's draw (docs/decisions.md "Rounds, the draw and matches"): single or
// double round robin, the first round's date and the days between rounds. When a draw exists the
// replacement must be confirmed in the dialog; the toast says how many rounds and matches came.
import { Checkbox, NumberInput, Radio, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormActions, showSaveError, useGuardedClose, validationMessages } from '../../../platform/forms';
import { TypedDateField } from '../../../platform/forms/DateField';
import { notify } from '../../../platform/notifications';
import { KeptModal, type ModalCloser } from '../../../platform/ui/KeptModal';
import { useFocusFirstError } from '../../../platform/ui/use-focus-first-error';
import { generateDraw, LEAGUES_KEY } from '../api';

interface Values {
  cycles: string;
  firstDate: string;
  daysBetweenRounds: number | string;
  replace: boolean;
}

export function DrawModal({
  opened,
  competitionId,
  roundCount,
  hasDraw,
  onClose,
}: {
  opened: boolean;
  competitionId: number;
  roundCount: number | null;
  hasDraw: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('league-matches');
  return (
    <KeptModal opened={opened} onClose={onClose} title={t('draw.title')}>
      {(closer) => (
        <DrawForm
          competitionId={competitionId}
          roundCount={roundCount}
          hasDraw={hasDraw}
          onClose={onClose}
          closer={closer}
        />
      )}
    </KeptModal>
  );
}

function DrawForm({
  competitionId,
  roundCount,
  hasDraw,
  onClose,
  closer,
}: {
  competitionId: number;
  roundCount: number | null;
  hasDraw: boolean;
  onClose: () => void;
  closer: ModalCloser;
}) {
  const { t } = useTranslation('league-matches');
  const queryClient = useQueryClient();
  const form = useForm<Values>({
    initialValues: { cycles: roundCount === 2 ? '2' : '1', firstDate: '', daysBetweenRounds: 7, replace: false },
    validate: {
      firstDate: (v) => (v ? null : validationMessages.required(t('draw.firstDate'))),
      daysBetweenRounds: (v) => (v === '' ? validationMessages.required(t('draw.days')) : null),
      replace: (v) => (hasDraw && !v ? t('draw.replaceRequired') : null),
    },
  });
  const focus = useFocusFirstError<HTMLFormElement>(form.errors);
  const close = useGuardedClose(form.isDirty(), onClose);
  closer.current = close;
  const submit = form.onSubmit(
    async (v) => {
      try {
        const answer = await generateDraw(competitionId, {
          cycles: v.cycles === '2' ? 2 : 1,
          firstDate: v.firstDate,
          daysBetweenRounds: Number(v.daysBetweenRounds),
          replace: hasDraw && v.replace,
        });
        const { rounds, matches } = answer.data;
        notify.success(
          t('draw.done', {
            rounds: t('counts.rounds', { count: rounds }),
            matches: t('counts.matches', { count: matches }),
          }),
        );
        form.resetDirty();
        await queryClient.invalidateQueries({ queryKey: LEAGUES_KEY });
        onClose();
      } catch (err) {
        focus.request();
        showSaveError(form, err);
      }
    },
    () => focus.request(),
  );
  return (
    <form ref={focus.ref} onSubmit={submit} noValidate>
      <Stack>
        <Radio.Group label={t('draw.cycles')} required {...form.getInputProps('cycles')}>
          <Stack gap={6} mt={6}>
            {/* The dialog starts at the chosen one, as Tab would enter the group. */}
            <Radio value="1" label={t('draw.single')} data-autofocus={form.values.cycles === '1' || undefined} />
            <Radio value="2" label={t('draw.double')} data-autofocus={form.values.cycles === '2' || undefined} />
          </Stack>
        </Radio.Group>
        <TypedDateField label={t('draw.firstDate')} required {...form.getInputProps('firstDate')} />
        <NumberInput
          label={t('draw.days')}
          required
          min={0}
          max={365}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('daysBetweenRounds')}
        />
        {hasDraw && (
          <>
            <Text size="sm" c="red.8">
              {t('draw.exists')}
            </Text>
            <Checkbox label={t('draw.replace')} {...form.getInputProps('replace', { type: 'checkbox' })} />
          </>
        )}
        <FormActions onCancel={close} submitting={form.submitting} />
      </Stack>
    </form>
  );
}
