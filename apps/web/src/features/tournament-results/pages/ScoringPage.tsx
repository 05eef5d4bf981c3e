// Scoring tables (tournament-dynamic/scoring/list, SCORING, admin zone): the points per placing of
// each tournament type, edited as a table and saved per type at once (docs/decisions.md "Scoring
// tables"). The server checks the rows (from ≤ to, non-shared rows never overlap, a shared range
// once, points ≥ 0) and names each offending row's field. Saving nothing changed says so; leaving or
// picking another type with unsaved changes asks first. Read-only roles see the table and export it.
import type { ScoringRow } from '@fedra/contract/tournament-results';
import {
  ActionIcon,
  Alert,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCanAction } from '../../../platform/access';
import { confirmLeave, ListExportMenu, showSaveError, useUnsavedChanges } from '../../../platform/forms';
import { notify, notifySaved } from '../../../platform/notifications';
import { usePageTitle } from '../../../platform/routing/page-title';
import { useFocusFirstError } from '../../../platform/ui/use-focus-first-error';
import { useDisciplineCodebook as useTournamentCodebook } from '../../tournaments';
import { SCORING_KEY, saveScoring, scoringListCall, scoringQuery } from '../api';
import { formatPoints } from '../format';

interface RowValues {
  key: number;
  rankFrom: number | string;
  rankTo: number | string;
  rankShared: boolean;
  points: number | string;
}
interface Values {
  rows: RowValues[];
}

let nextKey = 0;
const toValues = (rows: ScoringRow[]): Values => ({
  rows: rows.map((r) => ({
    key: ++nextKey,
    rankFrom: r.rankFrom,
    rankTo: r.rankTo,
    rankShared: r.rankShared,
    points: r.points,
  })),
});
const num = (v: number | string) => (v === '' ? Number.NaN : Number(v));
const toBody = (v: Values) => ({
  rows: v.rows.map((r) => ({
    rankFrom: num(r.rankFrom),
    rankTo: num(r.rankTo),
    rankShared: r.rankShared,
    points: num(r.points),
  })),
});

export default function ScoringPage() {
  const { t } = useTranslation('tournament-results');
  usePageTitle(t('scoring.title'));
  const { options } = useTournamentCodebook();
  const types = options('tournamentTypes');
  const [search, setSearch] = useSearchParams();
  const typeId = Number(search.get('type')) || Number(types[0]?.value ?? 1);
  const [dirty, setDirty] = useState(false);
  const query = useQuery(scoringQuery(typeId));

  const pick = async (value: string | null) => {
    if (!value || Number(value) === typeId) return;
    if (dirty && !(await confirmLeave())) return;
    setSearch({ type: value }, { replace: true });
  };

  return (
    <Stack gap="md">
      <Title order={1}>{t('scoring.title')}</Title>
      <Text size="sm" c="dimmed" maw={720}>
        {t('scoring.help')}
      </Text>
      <Group justify="space-between" align="flex-end">
        <Select
          label={t('scoring.type')}
          data={types}
          value={String(typeId)}
          onChange={(v) => void pick(v)}
          allowDeselect={false}
          w={{ base: '100%', sm: 320 }}
        />
        <ListExportMenu
          endpoint={scoringListCall}
          query={{ sort: 'typeId' }}
          total={query.data?.total}
          fileName="scoring"
        />
      </Group>
      {query.isError ? (
        <Text c="red.8" role="alert">
          {t('scoring.loadError')}
        </Text>
      ) : !query.data ? (
        <Skeleton h={240} aria-busy />
      ) : (
        <ScoringTable key={typeId} typeId={typeId} rows={query.data.data} onDirtyChange={setDirty} />
      )}
    </Stack>
  );
}

export function ScoringTable({
  typeId,
  rows,
  onDirtyChange,
}: {
  typeId: number;
  rows: ScoringRow[];
  onDirtyChange?: (dirty: boolean) => void;
}) {
  const { t } = useTranslation('tournament-results');
  const editable = useCanAction()('tournament.scoring.update');
  const queryClient = useQueryClient();
  const form = useForm<Values>({ initialValues: toValues(rows) });
  const original = useRef(JSON.stringify(toBody(toValues(rows))));
  const [saving, setSaving] = useState(false);
  const dirty = editable && JSON.stringify(toBody(form.getValues())) !== original.current;
  useUnsavedChanges(dirty);
  const focusError = useFocusFirstError(form.errors);
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);

  const save = async () => {
    if (!dirty) {
      notify.info(t('scoring.original'));
      return;
    }
    setSaving(true);
    try {
      const answer = await saveScoring(typeId, toBody(form.getValues()));
      const values = toValues(answer.data);
      original.current = JSON.stringify(toBody(values));
      form.setValues(values);
      form.resetDirty(values);
      notifySaved();
      await queryClient.invalidateQueries({ queryKey: SCORING_KEY });
    } catch (err) {
      focusError.request();
      showSaveError(form, err);
    } finally {
      setSaving(false);
    }
  };

  const values = form.getValues().rows;
  if (!editable) {
    return values.length === 0 ? (
      <Alert color="gray">{t('scoring.empty')}</Alert>
    ) : (
      <Table striped maw={560}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('scoring.rankFrom')}</Table.Th>
            <Table.Th>{t('scoring.rankTo')}</Table.Th>
            <Table.Th>{t('scoring.shared')}</Table.Th>
            <Table.Th ta="right">{t('scoring.points')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.id}>
              <Table.Td>{r.rankFrom}</Table.Td>
              <Table.Td>{r.rankTo}</Table.Td>
              <Table.Td>{r.rankShared ? '✓' : ''}</Table.Td>
              <Table.Td ta="right">{formatPoints(r.points)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    );
  }

  return (
    <form
      ref={focusError.ref}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <Stack gap="sm">
        {values.length === 0 && <Alert color="gray">{t('scoring.empty')}</Alert>}
        {values.length > 0 && (
          <Table.ScrollContainer minWidth={420}>
            <Table striped verticalSpacing="xs" maw={640}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('scoring.rankFrom')}</Table.Th>
                  <Table.Th>{t('scoring.rankTo')}</Table.Th>
                  <Table.Th>{t('scoring.shared')}</Table.Th>
                  <Table.Th>{t('scoring.points')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {values.map((row, i) => (
                  <Table.Tr key={row.key}>
                    <Table.Td>
                      <NumberInput
                        aria-label={`${t('scoring.rankFrom')} ${i + 1}`}
                        min={1}
                        allowDecimal={false}
                        hideControls
                        w={80}
                        {...form.getInputProps(`rows.${i}.rankFrom`)}
                      />
                    </Table.Td>
                    <Table.Td>
                      <NumberInput
                        aria-label={`${t('scoring.rankTo')} ${i + 1}`}
                        min={1}
                        allowDecimal={false}
                        hideControls
                        w={80}
                        {...form.getInputProps(`rows.${i}.rankTo`)}
                      />
                    </Table.Td>
                    <Table.Td>
                      <Checkbox
                        aria-label={`${t('scoring.shared')} ${i + 1}`}
                        {...form.getInputProps(`rows.${i}.rankShared`, { type: 'checkbox' })}
                      />
                    </Table.Td>
                    <Table.Td>
                      <NumberInput
                        aria-label={`${t('scoring.points')} ${i + 1}`}
                        min={0}
                        decimalScale={2}
                        hideControls
                        w={96}
                        {...form.getInputProps(`rows.${i}.points`)}
                      />
                    </Table.Td>
                    <Table.Td>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`${t('scoring.removeRow')} ${i + 1}`}
                        onClick={() => form.removeListItem('rows', i)}
                      >
                        <IconTrash size={16} aria-hidden />
                      </ActionIcon>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <Group justify="space-between" maw={640}>
          <Button
            variant="default"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => {
              const last = values[values.length - 1];
              const start = last ? Number(last.rankTo) + 1 || 1 : 1;
              form.insertListItem('rows', {
                key: ++nextKey,
                rankFrom: start,
                rankTo: start,
                rankShared: false,
                points: 0,
              });
            }}
          >
            {t('scoring.addRow')}
          </Button>
          <Button type="submit" loading={saving}>
            {t('scoring.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
