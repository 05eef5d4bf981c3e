// The buttons and dialogs of the result imports: an import dialog (file, upload with progress, the
// call, then its summary with every unprocessed row's message) for the CSV of one discipline and
// for the tournament software's JSON, and the unpaired rows with a person picker each.
import type { FilePurpose } from '@fedra/contract/files';
import type { ResultImportSummary, UnpairedResult } from '@fedra/contract/result-imports';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  FileInput,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { IconDownload, IconFileUpload, IconLink, IconTableImport } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import sampleCsv from '../../../../../docs/samples/fencing-results.utf8.csv?raw';
import sampleJson from '../../../../../docs/samples/tournament-results.json?raw';
import { isApiError } from '../../platform/api/api-error';
import {
  acceptOf,
  checkFile,
  fileHint,
  fileProblemText,
  saveBlob,
  UploadProgressBar,
  useUpload,
} from '../../platform/files';
import { confirmAction, useGuardedClose } from '../../platform/forms';
import { PersonSelect } from '../../platform/forms/PersonSelect';
import { formatDate } from '../../platform/i18n/format';
import { notify, notifyError } from '../../platform/notifications';
import { dismissUnpaired, importCsv, importSoftware, pairResult, unpairedQuery } from './api';
import type { ResultImportActionsProps } from './ResultImportActions';

type Kind = 'csv' | 'software';

const PURPOSE: Record<Kind, FilePurpose> = { csv: 'result-import', software: 'result-import-software' };

const SAMPLE: Record<Kind, { text: string; name: string; type: string }> = {
  csv: { text: sampleCsv, name: 'fencing-results.csv', type: 'text/csv;charset=utf-8' },
  software: { text: sampleJson, name: 'tournament-results.json', type: 'application/json' },
};

/**
 * The messages of the problems naming one of `fields` (each on its own line), or null when the
 * error names none of them (then it is announced as any other error).
 */
function fieldMessages(err: unknown, fields: readonly string[]): React.ReactNode {
  if (!isApiError(err)) return null;
  const messages = (err.problem?.errors ?? []).filter((e) => e.field && fields.includes(e.field)).map((e) => e.message);
  if (!messages.length) return null;
  return messages.map((m) => (
    <span key={m} style={{ display: 'block' }}>
      {m}
    </span>
  ));
}

/** Shows the problems of `fields` under the field, anything else as a notification. */
function showError(err: unknown, fields: readonly string[], set: (message: React.ReactNode) => void) {
  const shown = fieldMessages(err, fields);
  if (shown) set(shown);
  else notifyError(err);
}

const FILE_FIELDS = ['fileUrl', 'name', 'contentType', 'size', 'purpose', 'uploadUrl'] as const;

interface ImplProps extends ResultImportActionsProps {
  canImport: boolean;
  canPair: boolean;
}

export function ResultImportActionsImpl({ tournamentId, competitionId, onChanged, canImport, canPair }: ImplProps) {
  const { t } = useTranslation('result-imports');
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<Kind | 'unpaired' | null>(null);
  const unpaired = useQuery({ ...unpairedQuery(tournamentId, competitionId), enabled: canPair });
  const changed = async () => {
    await queryClient.invalidateQueries({ queryKey: ['tournaments'] });
    onChanged?.();
  };

  return (
    <>
      <Group gap="xs" wrap="wrap">
        {canImport && (
          <Button
            variant="default"
            leftSection={<IconFileUpload size={16} />}
            onClick={() => setOpen('csv')}
            disabled={competitionId === null}
            title={competitionId === null ? t('noDiscipline') : undefined}
          >
            {t('csv.button')}
          </Button>
        )}
        {canImport && (
          <Button variant="default" leftSection={<IconTableImport size={16} />} onClick={() => setOpen('software')}>
            {t('software.button')}
          </Button>
        )}
        {canPair && (
          <Button
            variant={unpaired.data?.total ? 'light' : 'default'}
            color={unpaired.data?.total ? 'orange' : undefined}
            leftSection={<IconLink size={16} />}
            onClick={() => setOpen('unpaired')}
          >
            {t('unpaired.button', { count: unpaired.data?.total ?? 0 })}
          </Button>
        )}
      </Group>
      {(open === 'csv' || open === 'software') && (
        <ImportModal
          kind={open}
          tournamentId={tournamentId}
          competitionId={competitionId}
          onClose={() => setOpen(null)}
          onImported={changed}
        />
      )}
      {open === 'unpaired' && (
        <UnpairedModal
          tournamentId={tournamentId}
          competitionId={competitionId}
          onClose={() => setOpen(null)}
          onChanged={changed}
        />
      )}
    </>
  );
}

function ImportModal({
  kind,
  tournamentId,
  competitionId,
  onClose,
  onImported,
}: {
  kind: Kind;
  tournamentId: number;
  competitionId: number | null;
  onClose: () => void;
  onImported: () => Promise<void>;
}) {
  const { t } = useTranslation('result-imports');
  const purpose = PURPOSE[kind];
  const { percent, upload, finish, abort } = useUpload('admin', purpose);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<React.ReactNode>(null);
  const [running, setRunning] = useState(false);
  const [summary, setSummary] = useState<ResultImportSummary | null>(null);

  // A picked file not imported yet, or an upload under way: closing asks first.
  const close = useGuardedClose(file !== null && summary === null, () => {
    abort();
    onClose();
  });

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!file) {
      setError(t('common:form.required', { label: t('file') }));
      return;
    }
    const problem = checkFile(file, purpose);
    if (problem) {
      setError(fileProblemText(problem));
      return;
    }
    setError(null);
    setRunning(true);
    try {
      // The server's problems with the file (the upload's and the import's) are shown under the picker.
      const fileUrl = await upload(file, (err) => showError(err, FILE_FIELDS, setError));
      if (fileUrl === null) return;
      const answer =
        kind === 'csv' ? await importCsv(competitionId!, fileUrl) : await importSoftware(tournamentId, fileUrl);
      setSummary(answer.data);
      notify.success(t('imported'));
      await onImported();
    } catch (err) {
      showError(err, FILE_FIELDS, setError);
    } finally {
      finish();
      setRunning(false);
    }
  };

  const sample = SAMPLE[kind];
  return (
    <Modal opened onClose={close} title={t(`${kind}.title`)} size="lg">
      {summary ? (
        <ImportSummary summary={summary} onClose={onClose} />
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack>
            <Text size="sm">{t(`${kind}.intro`)}</Text>
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => saveBlob(new Blob([`\uFEFF${sample.text}`], { type: sample.type }), sample.name)}
            >
              <Group gap={4} wrap="nowrap">
                <IconDownload size={14} />
                {t(`${kind}.sample`)}
              </Group>
            </Anchor>
            <FileInput
              label={t('file')}
              placeholder={t('filePlaceholder')}
              description={fileHint(purpose)}
              accept={acceptOf(purpose)}
              required
              clearable
              value={file}
              onChange={(f) => {
                setFile(f);
                setError(null);
              }}
              error={error}
              disabled={running}
              leftSection={<IconFileUpload size={16} />}
            />
            <Alert color="yellow" variant="light" p="xs">
              <Text size="sm">{t('replaceNote')}</Text>
            </Alert>
            <UploadProgressBar percent={percent} label={t('progress')} text={t('uploading', { percent })} />
            {running && percent === 100 && (
              <Text size="sm" role="status">
                {t('importing')}
              </Text>
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close}>
                {t('common:cancel')}
              </Button>
              <Button type="submit" loading={running}>
                {t('submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}

function ImportSummary({ summary, onClose }: { summary: ResultImportSummary; onClose: () => void }) {
  const { t } = useTranslation('result-imports');
  const figures: [string, number][] = [
    [t('summary.total'), summary.total],
    [t('summary.processed'), summary.processed],
    [t('summary.unprocessed'), summary.unprocessed],
    [t('summary.unpaired'), summary.unpaired],
  ];
  return (
    <Stack>
      <Text fw={600}>{t('summary.title')}</Text>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
        {figures.map(([label, value]) => (
          <Card key={label} withBorder padding="xs">
            <Text size="xs" c="dimmed">
              {label}
            </Text>
            <Text fw={700} size="lg" data-testid={`summary-${label}`}>
              {value}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      {summary.rows.length === 0 ? (
        <Text size="sm">{t('summary.allDone')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={300}>
          <Table striped withTableBorder aria-label={t('summary.unprocessed')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={70}>{t('summary.row')}</Table.Th>
                <Table.Th>{t('summary.message')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {summary.rows.map((r) => (
                <Table.Tr key={`${r.competitionId}-${r.row}`}>
                  <Table.Td>{r.row}</Table.Td>
                  <Table.Td>
                    <Text size="sm" c={r.code === 'invalid' ? 'red.8' : undefined}>
                      {r.message}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Group justify="flex-end">
        <Button onClick={onClose}>{t('close')}</Button>
      </Group>
    </Stack>
  );
}

const placingText = (r: UnpairedResult) =>
  r.rankFrom === null
    ? '–'
    : r.rankFrom === r.rankTo && !r.standingShared
      ? `${r.rankFrom}.`
      : `${r.rankFrom}.–${r.rankTo}.`;

function UnpairedModal({
  tournamentId,
  competitionId,
  onClose,
  onChanged,
}: {
  tournamentId: number;
  competitionId: number | null;
  onClose: () => void;
  onChanged: () => Promise<void>;
}) {
  const { t } = useTranslation('result-imports');
  const list = useQuery(unpairedQuery(tournamentId, competitionId));
  const rows = list.data?.data ?? [];
  return (
    <Modal opened onClose={onClose} title={t('unpaired.title')} size="xl">
      <Stack>
        {list.isSuccess && rows.length === 0 && <Text size="sm">{t('unpaired.empty')}</Text>}
        {rows.map((row) => (
          <UnpairedCard key={row.id} row={row} showDiscipline={competitionId === null} onChanged={onChanged} />
        ))}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function UnpairedCard({
  row,
  showDiscipline,
  onChanged,
}: {
  row: UnpairedResult;
  showDiscipline: boolean;
  onChanged: () => Promise<void>;
}) {
  const { t } = useTranslation('result-imports');
  const [personId, setPersonId] = useState<string | null>(null);
  const [error, setError] = useState<React.ReactNode>(null);
  const [busy, setBusy] = useState(false);
  const may = (method: string) => row.links.some((l) => l.method === method);
  const name = [row.firstName, row.lastName].filter(Boolean).join(' ');
  const details = [
    row.birthDate ? formatDate(row.birthDate) : null,
    row.registrationNumber,
    row.clubName,
    row.result,
  ].filter(Boolean);
  const pair = async () => {
    if (!personId) {
      setError(t('unpaired.choosePerson'));
      return;
    }
    setBusy(true);
    try {
      await pairResult({ unpairedResultId: row.id, personId: Number(personId) });
      notify.success(t('unpaired.paired'));
      await onChanged();
    } catch (err) {
      showError(err, ['personId', 'unpairedResultId'], setError);
    } finally {
      setBusy(false);
    }
  };
  const dismiss = () =>
    confirmAction({
      title: t('unpaired.dismissTitle'),
      children: t('unpaired.dismissText', { name }),
      confirm: t('unpaired.dismiss'),
      danger: true,
      run: () => dismissUnpaired(row.id),
      afterwards: async () => {
        notify.success(t('unpaired.dismissed'));
        await onChanged();
      },
    });

  return (
    <Card withBorder padding="sm" aria-label={name} component="section">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs">
          <div style={{ flex: '1 1 200px', minWidth: 0 }}>
            <Text fw={600}>
              {placingText(row)} {name}
            </Text>
            {details.length > 0 && (
              <Text size="sm" c="dimmed">
                {details.join(' · ')}
              </Text>
            )}
            {showDiscipline && <Text size="sm">{row.competitionName}</Text>}
          </div>
          <Badge variant="light" color="orange" style={{ flexShrink: 0 }}>
            {t(`unpaired.reasons.${row.reason}`, { defaultValue: row.reason })}
          </Badge>
        </Group>
        {(may('POST') || may('DELETE')) && (
          <Group align="flex-end" gap="xs" wrap="wrap">
            {may('POST') && (
              <>
                <div style={{ flex: '1 1 240px', minWidth: 0 }}>
                  <PersonSelect
                    label={t('unpaired.pairWith')}
                    required
                    value={personId}
                    onChange={(v) => {
                      setPersonId(v);
                      setError(null);
                    }}
                    error={error}
                    disabled={busy}
                  />
                </div>
                <Button onClick={() => void pair()} loading={busy}>
                  {t('unpaired.pair')}
                </Button>
              </>
            )}
            {may('DELETE') && (
              <Button variant="subtle" color="red" onClick={dismiss} disabled={busy}>
                {t('unpaired.dismiss')}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
