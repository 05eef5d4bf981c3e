// A discipline's standings as a table (docs/decisions.md "Results and standings"): place from/to,
// shared, result text and points per athlete application. Editable when the answer's links offer
// the update: Save sends the whole discipline at once (the server checks the placing rule and names
// the offending row's field, shown next to it); saving with nothing changed says so and sends
// nothing; leaving with unsaved changes asks first. A placing outside 1..N is kept as typed (not clamped
// silently to N) so the server's message tells what is wrong. The points calculation asks first too.
import type { Link } from '@fedra/contract/common/envelope';
import type { CompetitionResults } from '@fedra/contract/tournament-results';
import { Badge, Button, Checkbox, Group, NumberInput, Stack, Table, Text, TextInput, Tooltip } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction, showSaveError, useUnsavedChanges } from '../../../platform/forms';
import { notify, notifySaved } from '../../../platform/notifications';
import { useSession } from '../../../platform/session/session';
import { useFocusFirstError } from '../../../platform/ui/use-focus-first-error';
import { calculatePoints, RESULT_ACTION, RESULTS_KEY, saveResults } from '../api';
import { formatPoints, placeText } from '../format';

interface RowValues {
  participantId: number;
  rankFrom: number | string;
  rankTo: number | string;
  standingShared: boolean;
  result: string;
  points: number | string;
}
export interface StandingsValues {
  results: RowValues[];
}

const toValues = (data: CompetitionResults): StandingsValues => ({
  results: data.rows.map((r) => ({
    participantId: r.participantId,
    rankFrom: r.rankFrom ?? '',
    rankTo: r.rankTo ?? '',
    standingShared: r.standingShared,
    result: r.result ?? '',
    points: r.points ?? '',
  })),
});

const num = (v: number | string) => (v === '' || v === null ? null : Number(v));

/** The call's body from the form (an unshared placing is one place: to = from). */
export const toBody = (values: StandingsValues) => ({
  results: values.results.map((r) => {
    const from = num(r.rankFrom);
    const to = r.standingShared ? (num(r.rankTo) ?? from) : from;
    return {
      participantId: r.participantId,
      rankFrom: from,
      rankTo: to,
      standingShared: from !== null && r.standingShared,
      result: r.result.trim() === '' ? null : r.result,
      points: num(r.points),
    };
  }),
});

const has = (links: Link[], operationId: string) => links.some((l) => l.operationId === operationId);

interface EditorProps {
  data: CompetitionResults;
  links: Link[];
  onDirtyChange?: (dirty: boolean) => void;
}

/**
 * The form is made afresh when the discipline's rows change (an import or a pairing adds a
 * participant): its values are per row, and the first render with the new rows would otherwise
 * read the old values.
 */
export function StandingsEditor(props: EditorProps) {
  const rowsKey = `${props.data.competitionId}:${props.data.rows.map((r) => r.participantId).join(',')}`;
  return <StandingsForm key={rowsKey} {...props} />;
}

function StandingsForm({ data, links, onDirtyChange }: EditorProps) {
  const { t, i18n } = useTranslation('tournament-results');
  const { codebook } = useSession();
  const rankState =
    codebook?.tournamentCompetitionRankStates?.[String(data.rankStateId)]?.name[i18n.language === 'en' ? 'en' : 'cs'];
  const queryClient = useQueryClient();
  const editable = has(links, RESULT_ACTION.update);
  const mayCalculate = has(links, RESULT_ACTION.calculate);
  const form = useForm<StandingsValues>({ initialValues: toValues(data) });
  const [saving, setSaving] = useState(false);
  const original = useRef(JSON.stringify(toBody(toValues(data))));
  const dirty = editable && JSON.stringify(toBody(form.getValues())) !== original.current;
  useUnsavedChanges(dirty);
  const focusError = useFocusFirstError(form.errors);
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);

  // New data from the server (another discipline, a saved or calculated standings) resets the form.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the form object is stable
  useEffect(() => {
    const values = toValues(data);
    original.current = JSON.stringify(toBody(values));
    form.setInitialValues(values);
    form.setValues(values);
    form.resetDirty(values);
    form.clearErrors();
  }, [data]);

  const save = async () => {
    if (!dirty) {
      notify.info(t('standings.original'));
      return;
    }
    setSaving(true);
    try {
      await saveResults(data.competitionId, toBody(form.getValues()));
      notifySaved();
      await queryClient.invalidateQueries({ queryKey: RESULTS_KEY });
      await queryClient.invalidateQueries({ queryKey: ['tournaments'] });
    } catch (err) {
      focusError.request();
      showSaveError(form, err);
    } finally {
      setSaving(false);
    }
  };

  const calculate = () => {
    const entered = data.rows.some((r) => r.points !== null);
    confirmAction({
      title: t('standings.calculateTitle'),
      children: `${t('standings.calculateText')}${entered ? ` ${t('standings.calculateOverwrite')}` : ''}`,
      confirm: t('standings.calculate'),
      danger: entered,
      run: () => calculatePoints(data.tournamentId),
      afterwards: async (answer) => {
        const count = (answer as { data: { results: number } }).data.results;
        notify.success(t('standings.calculated', { count }));
        await queryClient.invalidateQueries({ queryKey: ['tournaments'] });
      },
    });
  };

  if (!data.rows.length) {
    return (
      <Text c="dimmed" py="md">
        {t('standings.noApplicants')}
      </Text>
    );
  }

  const rows = data.rows.map((row, i) => {
    const values = form.getValues().results[i]!;
    const path = `results.${i}` as const;
    return (
      <Table.Tr key={row.participantId} data-participant={row.participantId}>
        <Table.Td>
          <Text size="sm" fw={500}>
            {row.name}
          </Text>
          {row.partnerName && (
            <Text size="xs" c="dimmed">
              {t('standings.partner', { name: row.partnerName })}
            </Text>
          )}
          <Text size="xs" c="dimmed" hiddenFrom="sm">
            {row.club}
          </Text>
        </Table.Td>
        <Table.Td visibleFrom="sm">{row.club}</Table.Td>
        {editable ? (
          <>
            <Table.Td>
              <NumberInput
                aria-label={`${t('standings.rankFrom')} – ${row.name}`}
                min={1}
                max={data.placeCount}
                clampBehavior="none"
                allowDecimal={false}
                hideControls
                w={72}
                {...form.getInputProps(`${path}.rankFrom`)}
                onChange={(v) => {
                  form.setFieldValue(`${path}.rankFrom`, v);
                  if (!values.standingShared) form.setFieldValue(`${path}.rankTo`, v);
                }}
              />
            </Table.Td>
            <Table.Td>
              <NumberInput
                aria-label={`${t('standings.rankTo')} – ${row.name}`}
                min={1}
                max={data.placeCount}
                clampBehavior="none"
                allowDecimal={false}
                hideControls
                w={72}
                disabled={!values.standingShared}
                {...form.getInputProps(`${path}.rankTo`)}
                value={values.standingShared ? values.rankTo : values.rankFrom}
              />
            </Table.Td>
            <Table.Td>
              <Checkbox
                aria-label={`${t('standings.shared')} – ${row.name}`}
                {...form.getInputProps(`${path}.standingShared`, { type: 'checkbox' })}
                onChange={(e) => {
                  form.setFieldValue(`${path}.standingShared`, e.currentTarget.checked);
                  if (!e.currentTarget.checked) form.setFieldValue(`${path}.rankTo`, values.rankFrom);
                }}
              />
            </Table.Td>
            <Table.Td>
              <TextInput
                aria-label={`${t('standings.result')} – ${row.name}`}
                maxLength={200}
                miw={120}
                {...form.getInputProps(`${path}.result`)}
              />
            </Table.Td>
            <Table.Td>
              <NumberInput
                aria-label={`${t('standings.points')} – ${row.name}`}
                min={0}
                clampBehavior="none"
                decimalScale={2}
                hideControls
                w={88}
                {...form.getInputProps(`${path}.points`)}
              />
            </Table.Td>
          </>
        ) : (
          <>
            <Table.Td data-testid="place">{placeText(row.rankFrom, row.rankTo)}</Table.Td>
            <Table.Td>{row.standingShared ? '✓' : ''}</Table.Td>
            <Table.Td>{row.result}</Table.Td>
            <Table.Td ta="right">{row.points === null ? '' : formatPoints(row.points)}</Table.Td>
          </>
        )}
        <Table.Td ta="right" visibleFrom="sm">
          {row.pointsCp === null ? '' : formatPoints(row.pointsCp)}
        </Table.Td>
      </Table.Tr>
    );
  });

  return (
    <form
      ref={focusError.ref}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed">
            {t('standings.places', { count: data.placeCount })}
            {rankState ? ` · ${t('standings.rankState')}: ${rankState}` : ''}
          </Text>
          {!editable && (
            <Badge variant="light" color="gray" tt="none">
              {t('standings.readOnly')}
            </Badge>
          )}
        </Group>
        <Table.ScrollContainer minWidth={editable ? 640 : 420}>
          <Table striped verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('standings.name')}</Table.Th>
                <Table.Th visibleFrom="sm">{t('standings.club')}</Table.Th>
                {editable ? (
                  <>
                    <Table.Th>{t('standings.rankFrom')}</Table.Th>
                    <Table.Th>{t('standings.rankTo')}</Table.Th>
                  </>
                ) : (
                  <Table.Th>{t('standings.place')}</Table.Th>
                )}
                <Table.Th>{t('standings.shared')}</Table.Th>
                <Table.Th>{t('standings.result')}</Table.Th>
                <Table.Th ta={editable ? undefined : 'right'}>{t('standings.points')}</Table.Th>
                <Table.Th ta="right" visibleFrom="sm">
                  {t('standings.pointsCp')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>{rows}</Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {(editable || mayCalculate) && (
          <Group justify="flex-end" gap="sm">
            {mayCalculate && (
              <Tooltip label={t('standings.calculateDirty')} disabled={!dirty}>
                <Button variant="default" onClick={calculate} disabled={dirty} data-disabled={dirty || undefined}>
                  {t('standings.calculate')}
                </Button>
              </Tooltip>
            )}
            {editable && (
              <Button type="submit" loading={saving}>
                {t('standings.save')}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </form>
  );
}
