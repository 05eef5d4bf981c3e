// Record a case's decision (issue 32 §1): date and text, a fine in koruny (billed to the club as a
// confirmed order: changing the amount cancels that order and bills the new one), and for a person
// a suspension from and to, for every competition or the chosen tournaments and leagues.
import { DisciplinaryDecisionSchema, type DisciplinaryProceeding } from '@fedra/contract/disciplinary';
import { Alert, Checkbox, Modal, Radio, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { FormActions, useFormSave, useGuardedClose, zodFieldErrors } from '../../../platform/forms';
import { TypedDateField } from '../../../platform/forms/DateField';
import { halereToKoruny, korunyToHalere } from '../../../platform/i18n/money-input';
import { todayInPrague } from '../../../platform/i18n/today';
import { useFocusFirstError } from '../../../platform/ui/use-focus-first-error';
import { DISCIPLINARY_KEY, decideProceeding } from '../api';
import { TournamentMultiSelect } from './TournamentMultiSelect';

export function DecisionFormModal({
  proceeding: d,
  onClose,
}: {
  proceeding: DisciplinaryProceeding;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('disciplinary');
  const form = useForm({
    initialValues: {
      decidedOn: d.decidedOn ?? todayInPrague(),
      decisionText: d.decisionText ?? '',
      fine: d.fineAmount ? halereToKoruny(d.fineAmount, i18n.language) : '',
      suspended: Boolean(d.suspensionFrom),
      suspensionFrom: d.suspensionFrom ?? todayInPrague(),
      suspensionTo: d.suspensionTo ?? '',
      scope: d.suspensionAll ? 'all' : 'chosen',
      competitions: d.suspensionTournaments,
    },
  });
  type Values = typeof form.values;
  const body = (v: Values, fine: number | null) => ({
    decidedOn: v.decidedOn,
    decisionText: v.decisionText,
    fineAmount: fine,
    suspensionFrom: v.suspended ? v.suspensionFrom || null : null,
    suspensionTo: v.suspended ? v.suspensionTo || null : null,
    suspensionAll: !v.suspended || v.scope === 'all',
    suspensionTournamentIds: v.suspended && v.scope === 'chosen' ? v.competitions.map((c) => c.id) : [],
  });
  const labels = (name: string) => t(`field.${name.replace(/\.\d+$/, '')}`);
  const focus = useFocusFirstError<HTMLFormElement>(form.errors);
  const close = useGuardedClose(form.isDirty(), onClose);
  const save = useFormSave(form, { invalidate: DISCIPLINARY_KEY, onSaved: onClose });
  const fineChanges = d.fineOrder !== null && d.fineOrder.statusId !== 5;

  const submit = form.onSubmit(
    async (values) => {
      const fine = values.fine.trim() ? korunyToHalere(values.fine) : null;
      const errors = zodFieldErrors(DisciplinaryDecisionSchema, body(values, fine ?? 0), labels, {
        pattern: /^disciplinary\./,
        ns: 'disciplinary',
      });
      if (values.fine.trim() && fine === null) errors.fine = t('form.fineInvalid');
      if (errors.fineAmount) errors.fine = errors.fineAmount;
      if (errors.suspensionTournamentIds) errors.competitions = errors.suspensionTournamentIds;
      if (Object.keys(errors).length) {
        form.setErrors(errors);
        focus.request();
        return;
      }
      await save(() => decideProceeding(d.id, body(values, fine && fine > 0 ? fine : null)));
    },
    () => focus.request(),
  );

  return (
    <Modal opened onClose={close} title={t('decision.formTitle', { number: d.number })} size="lg">
      <form ref={focus.ref} onSubmit={submit} noValidate>
        <Stack>
          <TypedDateField label={t('field.decidedOn')} required data-autofocus {...form.getInputProps('decidedOn')} />
          <Textarea
            label={t('field.decisionText')}
            required
            autosize
            minRows={4}
            maxRows={12}
            maxLength={10000}
            {...form.getInputProps('decisionText')}
          />
          <TextInput
            label={t('field.fineAmount')}
            description={t('decision.fineHint')}
            inputMode="decimal"
            rightSection="Kč"
            rightSectionPointerEvents="none"
            {...form.getInputProps('fine')}
          />
          {fineChanges && (
            <Alert color="yellow" variant="outline">
              {t('decision.fineOrdered')}
            </Alert>
          )}
          {d.subjectKind === 'person' && (
            <Stack gap="sm">
              <Checkbox label={t('decision.suspend')} {...form.getInputProps('suspended', { type: 'checkbox' })} />
              {form.values.suspended && (
                <>
                  <SimpleGrid cols={{ base: 1, sm: 2 }}>
                    <TypedDateField
                      label={t('field.suspensionFrom')}
                      required
                      {...form.getInputProps('suspensionFrom')}
                    />
                    <TypedDateField label={t('field.suspensionTo')} required {...form.getInputProps('suspensionTo')} />
                  </SimpleGrid>
                  <Radio.Group label={t('decision.scope')} {...form.getInputProps('scope')}>
                    <Stack gap={6} mt={4}>
                      <Radio value="all" label={t('decision.scopeAll')} />
                      <Radio value="chosen" label={t('decision.scopeChosen')} />
                    </Stack>
                  </Radio.Group>
                  {form.values.scope === 'chosen' && (
                    <TournamentMultiSelect
                      label={t('field.suspensionTournamentIds')}
                      required
                      value={form.values.competitions}
                      onChange={(v) => form.setFieldValue('competitions', v)}
                      error={form.errors.competitions as string | undefined}
                    />
                  )}
                </>
              )}
            </Stack>
          )}
          <FormActions onCancel={close} submitting={form.submitting} />
        </Stack>
      </form>
    </Modal>
  );
}
