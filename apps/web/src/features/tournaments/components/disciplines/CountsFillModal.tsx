// The counts fill of a discipline (spec 001 §3 Counts fill): what actually started and the ranking
// coefficients, checked with the contract's schema (whole counts, foreign ones not over all, percents
// 0-100) before it is sent.
import {
  type Competition,
  type CompetitionCounts,
  CompetitionCountsSchema,
} from '@fedra/contract/tournament-competitions';
import { NumberInput, SimpleGrid, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { FormActions, useFormSave, useGuardedClose } from '../../../../platform/forms';
import { KeptModal, type ModalCloser, useLast } from '../../../../platform/ui/KeptModal';
import { fillCompetitionCounts, TOURNAMENTS_KEY } from '../../api-competitions';
import { tournamentFieldErrors } from './field-errors';

const COUNTS = ['startParticipantCount', 'startForeignParticipantCount', 'startCountriesCount'] as const;
const DECIMALS = ['coeficientCp', 'coeficientMcr', 'percentToCpRankings', 'percentToMcrRankings'] as const;
type Field = (typeof COUNTS)[number] | (typeof DECIMALS)[number];
type Values = Record<Field, number | string>;

const body = (v: Values): CompetitionCounts =>
  Object.fromEntries([...COUNTS, ...DECIMALS].map((f) => [f, v[f] === '' ? null : Number(v[f])])) as CompetitionCounts;

/** The counts dialog of `discipline`, closed while null (kept mounted: the focus returns on close). */
export function CountsFillModal({ discipline, onClose }: { discipline: Competition | null; onClose: () => void }) {
  const { t } = useTranslation('tournaments');
  const shown = useLast(discipline);
  return (
    <KeptModal
      opened={Boolean(discipline)}
      onClose={onClose}
      title={t('countsFill.title', { name: shown?.name ?? '' })}
      size="lg"
    >
      {(closer) => discipline && <CountsFillBody discipline={discipline} onClose={onClose} closer={closer} />}
    </KeptModal>
  );
}

function CountsFillBody({
  discipline,
  onClose,
  closer,
}: {
  discipline: Competition;
  onClose: () => void;
  closer: ModalCloser;
}) {
  const { t } = useTranslation('tournaments');
  const label = (field: string) => t(`countsFill.field.${field}`);
  const form = useForm<Values>({
    initialValues: Object.fromEntries([...COUNTS, ...DECIMALS].map((f) => [f, discipline[f] ?? ''])) as Values,
    validate: (values) => tournamentFieldErrors(CompetitionCountsSchema, body(values), label),
  });
  const close = useGuardedClose(form.isDirty(), onClose);
  closer.current = close;
  const save = useFormSave(form, { invalidate: TOURNAMENTS_KEY, onSaved: onClose });
  const submit = form.onSubmit((values) => save(() => fillCompetitionCounts(discipline.id, body(values))));
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {COUNTS.map((f) => (
            <NumberInput key={f} label={label(f)} min={0} allowDecimal={false} {...form.getInputProps(f)} />
          ))}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {DECIMALS.map((f) => (
            <NumberInput
              key={f}
              label={label(f)}
              min={0}
              max={f.startsWith('percent') ? 100 : undefined}
              decimalScale={f.startsWith('percent') ? 2 : 3}
              {...form.getInputProps(f)}
            />
          ))}
        </SimpleGrid>
        <FormActions onCancel={close} submitting={form.submitting} />
      </Stack>
    </form>
  );
}
