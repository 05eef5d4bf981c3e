// An import (import/detail/{id}, IMPORT__DETAIL): its state, counts and target; polled every
// second while it waits or runs, with the rows processed so far; the failed rows and the uploaded
// file to download; delete after a confirmation (spec 001 §9); below, the records with their errors.
import {
  IMPORT_RECORD_STATE,
  IMPORT_RECORD_STATE_CODES,
  IMPORT_STATE,
  IMPORT_TYPE,
  type Import,
  type ImportRecord,
} from '@fedra/contract/imports';
import {
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Card,
  Group,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconAlertCircle, IconDownload, IconFileAlert, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { hasLinks } from '../../../platform/access';
import { AsyncButton, ListView } from '../../../platform/forms';
import { formatDate, formatDateTime } from '../../../platform/i18n/format';
import { deleteConfirmText, notifyDeleted, notifyError } from '../../../platform/notifications';
import { useIdParam } from '../../../platform/routing/id-param';
import { usePageTitle } from '../../../platform/routing/page-title';
import { useCurrentZone, zoneHref } from '../../../platform/routing/zone';
import { recordGate } from '../../../platform/ui/record-gate';
import {
  deleteImport,
  deleteOperation,
  downloadFailedRows,
  downloadImportFile,
  type ImportZone,
  importQuery,
  importsKey,
  isRunning,
  loadRecords,
  recordsKey,
} from '../api';
import { ImportStateBadge } from '../components/ImportStateBadge';

const POLL_MS = 1000;

const RECORD_COLOR: Record<number, string> = {
  [IMPORT_RECORD_STATE.created]: 'green',
  [IMPORT_RECORD_STATE.updated]: 'blue',
  [IMPORT_RECORD_STATE.unchanged]: 'gray',
  [IMPORT_RECORD_STATE.incomplete]: 'yellow',
  [IMPORT_RECORD_STATE.failed]: 'red',
};

export default function ImportDetailPage() {
  const { t } = useTranslation('imports');
  const zone: ImportZone = useCurrentZone() === 'club' ? 'club' : 'admin';
  const { id, valid } = useIdParam();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const query = useQuery({
    ...importQuery(zone, id),
    enabled: valid,
    refetchInterval: (q) => (q.state.data && isRunning(q.state.data.data) ? POLL_MS : false),
  });
  const item = query.data?.data;
  usePageTitle(item?.fileName ?? t('detail.title'));

  // When the import stops running, its records and the list's counts are read again.
  const running = item ? isRunning(item) : false;
  const wasRunning = useRef(running);
  useEffect(() => {
    if (wasRunning.current && !running) {
      void queryClient.invalidateQueries({ queryKey: recordsKey(zone, id) });
      void queryClient.invalidateQueries({ queryKey: importsKey(zone), exact: false });
    }
    wasRunning.current = running;
  }, [running, queryClient, zone, id]);

  const gate = recordGate(query, { valid, loadError: t('detail.loadError'), height: 240 });
  if (gate || !item) return gate;

  const listPath = zoneHref(zone, 'import/list');
  const mayDelete = hasLinks(query.data?.links, deleteOperation(zone));

  const confirmDelete = () =>
    modals.openConfirmModal({
      title: t('detail.deleteTitle'),
      children: (
        <Stack gap="xs">
          <Text>{deleteConfirmText(item.fileName)}</Text>
          <Text size="sm" c="dimmed">
            {t('detail.deleteNote')}
          </Text>
        </Stack>
      ),
      labels: { confirm: t('common:delete'), cancel: t('common:cancel') },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        try {
          await deleteImport(zone, item.id);
          notifyDeleted();
          // Away from the detail first, so that nothing asks for the deleted import again.
          await navigate(listPath);
          queryClient.removeQueries({ queryKey: importQuery(zone, item.id).queryKey });
          queryClient.removeQueries({ queryKey: recordsKey(zone, item.id) });
          await queryClient.invalidateQueries({ queryKey: importsKey(zone) });
        } catch (err) {
          notifyError(err);
        }
      },
    });

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={listPath} size="sm">
        ← {t('list.title')}
      </Anchor>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={6} style={{ minWidth: 0 }}>
          <Title order={1} translate="no" style={{ overflowWrap: 'anywhere' }}>
            {item.fileName}
          </Title>
          <Group gap="xs">
            <ImportStateBadge item={item} />
            <Text size="sm" c="dimmed">
              {item.type.name}
            </Text>
          </Group>
        </Stack>
        <Group gap="xs">
          {item.errorFileUrl && (
            <AsyncButton
              variant="light"
              color="red"
              leftSection={<IconFileAlert size={16} aria-hidden />}
              onClick={() => downloadFailedRows(zone, item)}
              onError={notifyError}
            >
              {t('detail.downloadFailed')}
            </AsyncButton>
          )}
          {item.file && (
            <AsyncButton
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden />}
              onClick={() => downloadImportFile(zone, item)}
              onError={notifyError}
            >
              {t('detail.downloadFile')}
            </AsyncButton>
          )}
          {mayDelete && (
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={confirmDelete}
              disabled={running}
            >
              {t('detail.delete')}
            </Button>
          )}
        </Group>
      </Group>

      <Facts item={item} />
      {running && <RunningProgress item={item} />}
      {item.stateId === IMPORT_STATE.failed && item.failure && (
        <Alert color="red" title={t('detail.failedTitle')} icon={<IconAlertCircle aria-hidden />} role="alert">
          {item.failure}
        </Alert>
      )}
      <Counts item={item} />
      {item.countFailed > 0 && !running && (
        <Text size="sm" c="dimmed">
          {t('detail.fixHint')}
        </Text>
      )}

      <Card withBorder padding="md" component="section" aria-labelledby="import-records-title">
        <Title order={2} size="h4" mb="sm" id="import-records-title">
          {t('detail.records')}
        </Title>
        <Records zone={zone} item={item} running={running} />
      </Card>
    </Stack>
  );
}

/** Who, when and into what, as a description list. */
function Facts({ item }: { item: Import }) {
  const { t } = useTranslation('imports');
  const facts: [string, string][] = [
    [t('field.objectName'), item.objectName ?? '—'],
    [t('field.createdDate'), formatDateTime(item.createdDate)],
    [t('field.createdByName'), item.createdByName ?? '—'],
  ];
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 3 }} spacing="sm" m={0}>
      {facts.map(([label, value]) => (
        <div key={label}>
          <Text component="dt" size="xs" c="dimmed">
            {label}
          </Text>
          <Text component="dd" m={0} fw={500} style={{ overflowWrap: 'anywhere' }}>
            {value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}

function Counts({ item }: { item: Import }) {
  const { t } = useTranslation('imports');
  const counts: [keyof Import, number, string | undefined][] = [
    ['countRecords', item.countRecords, undefined],
    ['countCreated', item.countCreated, item.countCreated > 0 ? 'green.8' : undefined],
    ['countUpdated', item.countUpdated, item.countUpdated > 0 ? 'blue.8' : undefined],
    ['countIncomplete', item.countIncomplete, item.countIncomplete > 0 ? 'orange.9' : undefined],
    ['countFailed', item.countFailed, item.countFailed > 0 ? 'red.8' : undefined],
  ];
  return (
    <SimpleGrid component="dl" cols={{ base: 2, xs: 3, md: 5 }} spacing="sm" m={0}>
      {counts.map(([key, value, color]) => (
        <Paper key={key} withBorder p="sm" data-count={key}>
          <Text component="dt" size="xs" c="dimmed">
            {t(`field.${key}`)}
          </Text>
          <Text component="dd" m={0} fz={24} fw={700} c={color}>
            {value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/** The rows read so far; without a known total the bar runs striped. */
function RunningProgress({ item }: { item: Import }) {
  const { t } = useTranslation('imports');
  const done = item.progress?.done ?? 0;
  const total = item.progress?.total ?? null;
  const percent = total ? Math.min(100, Math.round((100 * done) / total)) : null;
  const text = !item.progress
    ? t('detail.waiting')
    : total
      ? t('detail.processedOf', { done, count: total })
      : t('detail.processed', { count: done });
  return (
    <Stack gap={4}>
      <Progress.Root size="lg">
        <Progress.Section
          value={percent ?? 100}
          animated
          striped={percent === null}
          aria-label={t('detail.progress')}
        />
      </Progress.Root>
      <Text size="sm" role="status">
        {text}
      </Text>
    </Stack>
  );
}

function Records({ zone, item, running }: { zone: ImportZone; item: Import; running: boolean }) {
  const { t } = useTranslation('imports');
  const clubs = item.typeId === IMPORT_TYPE.club;
  const stateOptions = IMPORT_RECORD_STATE_CODES.map((code, i) => ({
    value: String(i + 1),
    label: t(`record.states.${code.toLowerCase()}`),
  }));
  return (
    <ListView<ImportRecord>
      queryKey={recordsKey(zone, item.id)}
      load={loadRecords(zone, item.id)}
      caption={t('detail.records')}
      defaultSort="rowNumber"
      syncToUrl
      filters={[
        { kind: 'select', field: 'stateId', label: t('record.state'), options: stateOptions },
        { kind: 'text', field: 'fullName', label: t('record.nameFilter') },
        { kind: 'boolean', field: 'hasErrors', label: t('record.hasErrors') },
      ]}
      emptyText={running ? t('detail.recordsPending') : t('detail.recordsEmpty')}
      minTableWidth={720}
      columns={[
        { key: 'rowNumber', title: t('record.rowNumber'), sortField: 'rowNumber', align: 'right', width: 80 },
        {
          key: 'name',
          title: clubs ? t('record.club') : t('record.person'),
          sortField: clubs ? undefined : 'lastName',
          render: (r) => (clubs ? <ClubCell record={r} /> : <PersonCell record={r} />),
        },
        {
          key: 'state',
          title: t('record.state'),
          sortField: 'stateId',
          render: (r) => (
            <Badge variant="dot" color={RECORD_COLOR[r.stateId] ?? 'gray'} tt="none" miw="max-content">
              {r.state}
            </Badge>
          ),
        },
        {
          key: 'errors',
          title: t('record.errors'),
          render: (r) => (
            <Box component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
              {r.errors.map((e) => (
                <Text
                  component="li"
                  key={e.id}
                  size="sm"
                  c={r.stateId === IMPORT_RECORD_STATE.failed ? 'red.8' : 'orange.9'}
                >
                  {e.message}
                </Text>
              ))}
            </Box>
          ),
        },
      ]}
    />
  );
}

function PersonCell({ record }: { record: ImportRecord }) {
  const details = [formatDate(record.birthDate), record.birthNumber].filter(Boolean).join(' · ');
  return (
    <div>
      <Text size="sm" fw={500}>
        {record.fullName ?? '—'}
      </Text>
      {details && (
        <Text size="xs" c="dimmed">
          {details}
        </Text>
      )}
    </div>
  );
}

function ClubCell({ record }: { record: ImportRecord }) {
  const { t } = useTranslation('imports');
  return (
    <div>
      <Text size="sm" fw={500}>
        {record.clubName ?? '—'}
      </Text>
      {record.clubIdentificationNumber && (
        <Text size="xs" c="dimmed">
          {t('record.identificationNumber', { value: record.clubIdentificationNumber })}
        </Text>
      )}
    </div>
  );
}
