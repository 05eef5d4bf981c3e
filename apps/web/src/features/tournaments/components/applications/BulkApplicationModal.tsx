// The bulk-application dialog: a club manager picks members of the current club (the office: any
// persons), as athletes or in a referee role, and one or more disciplines of the tournament that
// take applications now; each pair is applied on its own and the outcome of every row is shown.
import {
  BULK_MAX,
  type BulkApplication,
  BulkApplicationSchema,
  type BulkResult,
  REFEREE_ROLE_IDS,
  TOURNAMENT_ROLE,
} from '@fedra/contract/tournament-competitions';
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  Loader,
  Paper,
  Radio,
  ScrollArea,
  Select,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DebouncedInput, type ServerErrorTarget, showSaveError } from '../../../../platform/forms';
import { KeptModal } from '../../../../platform/ui/KeptModal';
import {
  APPLICANTS_SHOWN,
  type ApplyingZone,
  allCompetitionsQuery,
  applicantsQuery,
  bulkApply,
  TOURNAMENTS_KEY,
} from '../../api-competitions';
import { tournamentFieldErrors } from '../disciplines/field-errors';
import { useTournamentCodebook } from '../disciplines/use-tournament-codebook';

interface Props {
  zone: ApplyingZone;
  tournamentId: number;
  onClose: () => void;
}

type Kind = 'athlete' | 'referee';

/** The bulk dialog, open while `opened` (kept mounted: the focus returns on close). */
export function BulkApplicationModal({ opened = true, ...props }: Props & { opened?: boolean }) {
  const { t } = useTranslation('tournaments');
  return (
    <KeptModal opened={opened} onClose={props.onClose} title={t('bulk.title')} size="xl">
      {() => <BulkApplicationBody {...props} />}
    </KeptModal>
  );
}

function BulkApplicationBody({ zone, tournamentId, onClose }: Props) {
  const narrow = useMediaQuery('(max-width: 36em)');
  const { t } = useTranslation('tournaments');
  const { options } = useTournamentCodebook();
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<Kind>('athlete');
  const [refereeRole, setRefereeRole] = useState<string>(String(REFEREE_ROLE_IDS[2]));
  const [search, setSearch] = useState('');
  const [competitionIds, setCompetitionIds] = useState<string[]>([]);
  const [personIds, setPersonIds] = useState<string[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<BulkResult | null>(null);
  const [names, setNames] = useState<Map<number, string>>(new Map());

  const disciplines = useQuery(allCompetitionsQuery(zone, tournamentId));
  const open = (disciplines.data?.data ?? []).filter((c) => c.isOpenForParticipants);
  const applicants = useQuery(applicantsQuery(zone, search.trim(), kind === 'referee'));
  const label = (field: string) =>
    field === 'competitionIds' ? t('bulk.disciplines') : field === 'personIds' ? t('bulk.persons') : field;

  const body = (): BulkApplication => ({
    competitionIds: competitionIds.map(Number),
    personIds: personIds.map(Number),
    roleId: kind === 'athlete' ? TOURNAMENT_ROLE.athlete : Number(refereeRole),
  });

  const submit = async () => {
    const found = tournamentFieldErrors(BulkApplicationSchema, body(), label);
    setErrors(found);
    if (Object.keys(found).length) return;
    setSending(true);
    try {
      const answer = await bulkApply(zone, body());
      setResult(answer.data);
      await queryClient.invalidateQueries({ queryKey: TOURNAMENTS_KEY });
    } catch (err) {
      // Field problems next to their groups, the rest as a notification.
      showSaveError(
        {
          getValues: () => ({ competitionIds, personIds, roleId: null }),
          setFieldError: ((field: string, message: string) =>
            setErrors((e) => ({ ...e, [field]: message }))) as ServerErrorTarget['setFieldError'],
        },
        err,
      );
    } finally {
      setSending(false);
    }
  };

  const togglePerson = (id: number, name: string) => {
    setNames((m) => new Map(m).set(id, name));
    setPersonIds((ids) => (ids.includes(String(id)) ? ids.filter((x) => x !== String(id)) : [...ids, String(id)]));
  };
  const personName = (r: BulkResult['results'][number]) => r.participant?.name ?? names.get(r.personId) ?? r.personId;
  const outcome = (r: BulkResult['results'][number]) =>
    r.ok ? (
      <Badge color="teal" tt="none">
        {t('bulk.ok')}
      </Badge>
    ) : (
      <Text size="sm" c="red.8">
        {r.error?.message}
      </Text>
    );
  const disciplineName = (id: number) => disciplines.data?.data.find((c) => c.id === id)?.name ?? String(id);

  return (
    <>
      {result ? (
        <Stack>
          <Text fw={600}>{t('bulk.results')}</Text>
          <Alert color={result.failedCount ? 'yellow' : 'teal'}>
            {t('bulk.summary', { ok: result.okCount, failed: result.failedCount })}
          </Alert>
          {narrow ? (
            // A phone: each pair as a block, person, discipline and outcome under each other.
            <Stack
              gap="xs"
              component="ul"
              aria-label={t('bulk.results')}
              style={{ listStyle: 'none', padding: 0, margin: 0 }}
            >
              {result.results.map((r) => (
                <Paper component="li" withBorder p="xs" key={`${r.competitionId}-${r.personId}`} data-ok={r.ok}>
                  <Text size="sm" fw={600}>
                    {personName(r)}
                  </Text>
                  <Text size="sm">{disciplineName(r.competitionId)}</Text>
                  {outcome(r)}
                </Paper>
              ))}
            </Stack>
          ) : (
            <Table aria-label={t('bulk.results')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('bulk.resultPerson')}</Table.Th>
                  <Table.Th>{t('bulk.resultDiscipline')}</Table.Th>
                  <Table.Th>{t('bulk.resultOutcome')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {result.results.map((r) => (
                  <Table.Tr key={`${r.competitionId}-${r.personId}`} data-ok={r.ok}>
                    <Table.Td>{personName(r)}</Table.Td>
                    <Table.Td>{disciplineName(r.competitionId)}</Table.Td>
                    <Table.Td>{outcome(r)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          <Group justify="flex-end">
            <Button
              variant="default"
              onClick={() => {
                setResult(null);
                setPersonIds([]);
              }}
            >
              {t('bulk.again')}
            </Button>
            <Button onClick={onClose}>{t('bulk.close')}</Button>
          </Group>
        </Stack>
      ) : (
        <Stack>
          <Group align="flex-end" wrap="wrap">
            {/* Radios, not a segmented switch: the dialog opens on the chosen one (a segmented
                switch's inputs take no autofocus mark, so the close button had the focus). */}
            <Radio.Group
              label={t('bulk.role')}
              value={kind}
              onChange={(v) => {
                setKind(v as Kind);
                setPersonIds([]);
              }}
            >
              <Group gap="md" mt={6} mih={36}>
                {(['athlete', 'referee'] as const).map((k) => (
                  <Radio key={k} value={k} label={t(`bulk.${k}`)} data-autofocus={k === kind || undefined} />
                ))}
              </Group>
            </Radio.Group>
            {kind === 'referee' && (
              <Select
                label={t('bulk.refereeRole')}
                data={options('tournamentRoles', REFEREE_ROLE_IDS)}
                value={refereeRole}
                onChange={(v) => v && setRefereeRole(v)}
                allowDeselect={false}
                w={{ base: '100%', xs: 260 }}
              />
            )}
          </Group>

          <Checkbox.Group
            label={t('bulk.disciplines')}
            required
            value={competitionIds}
            onChange={(v) => {
              setCompetitionIds(v);
              setErrors((e) => ({ ...e, competitionIds: '' }));
            }}
            error={errors.competitionIds || undefined}
          >
            <Stack gap={6} mt={6}>
              {disciplines.isPending && <Loader size="sm" />}
              {!disciplines.isPending && open.length === 0 && (
                <Text size="sm" c="dimmed">
                  {t('bulk.noOpenDisciplines')}
                </Text>
              )}
              {open.map((c) => (
                <Checkbox key={c.id} value={String(c.id)} label={c.name} />
              ))}
            </Stack>
          </Checkbox.Group>

          <Stack gap={6}>
            <DebouncedInput label={t('bulk.search')} value={search} onChange={(value: string) => setSearch(value)} />
            {kind === 'referee' && (
              <Text size="xs" c="dimmed">
                {t('bulk.onlyReferees')}
              </Text>
            )}
            <Checkbox.Group
              label={t('bulk.persons')}
              required
              value={personIds}
              onChange={() => {}}
              error={errors.personIds || undefined}
            >
              <ScrollArea.Autosize mah={260} mt={6}>
                <Stack gap={6}>
                  {applicants.isPending && <Loader size="sm" />}
                  {applicants.data?.data.length === 0 && (
                    <Text size="sm" c="dimmed">
                      {t('bulk.noPersons')}
                    </Text>
                  )}
                  {applicants.data?.data.slice(0, APPLICANTS_SHOWN).map((p) => (
                    <Checkbox
                      key={p.id}
                      value={String(p.id)}
                      checked={personIds.includes(String(p.id))}
                      onChange={() => {
                        togglePerson(p.id, p.name);
                        setErrors((e) => ({ ...e, personIds: '' }));
                      }}
                      label={`${p.name}${p.birthYear ? ` (${p.birthYear})` : ''}${zone === 'admin' && p.club ? ` – ${p.club}` : ''}`}
                    />
                  ))}
                </Stack>
              </ScrollArea.Autosize>
            </Checkbox.Group>
            {(applicants.data?.data.length ?? 0) > APPLICANTS_SHOWN && (
              <Text size="sm" c="orange.9" role="status">
                {t('bulk.moreFound', { count: APPLICANTS_SHOWN })}
              </Text>
            )}
            <Text size="sm" aria-live="polite">
              {t('bulk.selected', { count: personIds.length })}
            </Text>
          </Stack>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('bulk.close')}
            </Button>
            <Button
              onClick={() => void submit()}
              loading={sending}
              disabled={competitionIds.length * personIds.length > BULK_MAX * BULK_MAX}
            >
              {t('bulk.submit')}
            </Button>
          </Group>
        </Stack>
      )}
    </>
  );
}
