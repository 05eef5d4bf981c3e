// Synchronizations (spec 000 §2.3 `synchronizations`, issue 33 item 5): every scheduled task and
// job of the server with its last run (state, start, duration, rows), its latest failure and its
// next run; a scheduled task runs now after the user confirms (one at a time: the server refuses a
// second); below, the history of runs filtered by job, state and dates, paged by the server, each
// error's details unfolding under it.
import { type JobRun, type SynchronizationJob, synchronizationsEndpoints } from '@fedra/contract/synchronizations';
import { Alert, Box, Button, Code, Group, Loader, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCanAction } from '../../../platform/access';
import { confirmAction, type ListColumn, ListView } from '../../../platform/forms';
import { formatDateTime } from '../../../platform/i18n/format';
import { notify } from '../../../platform/notifications';
import { usePageTitle } from '../../../platform/routing/page-title';
import { jobsQuery, loadRuns, runNow, SYNCHRONIZATIONS_KEY } from '../api';

const STATE_COLOR: Record<JobRun['state'], string> = { running: 'blue.6', completed: 'green.7', failed: 'red.7' };

/** "850 ms", "12 s", "3 min 5 s". */
export function formatDuration(ms: number | null): string {
  if (ms === null) return '';
  if (ms < 1000) return `${ms} ms`;
  const s = Math.round(ms / 1000);
  if (s < 60) return `${s} s`;
  return `${Math.floor(s / 60)} min ${s % 60} s`;
}

function useJobLabel() {
  const { t } = useTranslation('synchronizations');
  // Names are `feature.work`: the texts nest by their dots; an unknown name shows as it is.
  return (name: string) => t(`names.${name}`, { defaultValue: name });
}

function StateBadge({ run }: { run: JobRun | null }) {
  const { t } = useTranslation('synchronizations');
  if (!run)
    return (
      <Text size="sm" c="dimmed">
        {t('never')}
      </Text>
    );
  // A dot of the state's colour beside dark text (as the codebook states): readable on any row.
  return (
    <Group gap={6} wrap="nowrap">
      <Box w={10} h={10} bg={STATE_COLOR[run.state]} style={{ borderRadius: '50%', flex: 'none' }} aria-hidden />
      <Text size="sm">{t(`state.${run.state}`)}</Text>
    </Group>
  );
}

function ErrorCell({ run }: { run: JobRun }) {
  const { t } = useTranslation('synchronizations');
  if (!run.error) return null;
  if (!run.errorDetails) return <Text size="sm">{run.error}</Text>;
  return (
    <details>
      <summary style={{ cursor: 'pointer' }}>{run.error}</summary>
      <Text size="xs" c="dimmed" mt={4}>
        {t('details')}
      </Text>
      <Code block style={{ whiteSpace: 'pre-wrap', maxWidth: 480 }}>
        {run.errorDetails}
      </Code>
    </details>
  );
}

function JobsTable() {
  const { t } = useTranslation('synchronizations');
  const label = useJobLabel();
  const may = useCanAction();
  const queryClient = useQueryClient();
  const jobs = useQuery(jobsQuery());
  const intervalText = (seconds: number | null) => {
    if (seconds === null) return t('kind.job');
    // A sweep every few seconds says so (rounded up to a minute it would claim a minute).
    if (seconds < 60) return t('everySeconds', { count: seconds });
    const minutes = Math.round(seconds / 60);
    return minutes % 60 === 0 ? t('everyHours', { count: minutes / 60 }) : t('every', { count: minutes });
  };
  const mayRun = may('synchronization.run');

  const start = (job: SynchronizationJob) =>
    confirmAction({
      title: t('runNow.title'),
      children: t('runNow.text', { name: label(job.name) }),
      confirm: t('runNow.confirm'),
      run: () => runNow(job.name),
      afterwards: async () => {
        notify.success(t('runNow.started', { name: label(job.name) }));
        await queryClient.invalidateQueries({ queryKey: SYNCHRONIZATIONS_KEY });
      },
    });

  if (jobs.isPending) return <Loader aria-label={t('loading')} />;
  if (jobs.isError) return <Alert color="red">{t('loadFailed')}</Alert>;
  const rows = jobs.data.data;
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped>
        <caption>
          <VisuallyHidden>{t('jobs.title')}</VisuallyHidden>
        </caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('field.job')}</Table.Th>
            <Table.Th>{t('field.lastRun')}</Table.Th>
            <Table.Th>{t('field.startedAt')}</Table.Th>
            <Table.Th>{t('field.duration')}</Table.Th>
            <Table.Th>{t('field.rows')}</Table.Th>
            <Table.Th>{t('field.nextRun')}</Table.Th>
            <Table.Th>{t('actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((job) => (
            <Table.Tr key={job.name} data-job={job.name}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {label(job.name)}
                </Text>
                <Text size="xs" c="dimmed">
                  <span translate="no">{job.name}</span> · {intervalText(job.intervalSeconds)}
                </Text>
                {job.lastFailure && (
                  <Text size="xs">
                    {t('lastFailure', {
                      date: formatDateTime(job.lastFailure.startedAt),
                      error: job.lastFailure.error,
                    })}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <StateBadge run={job.lastRun} />
                {job.lastRun?.state === 'failed' && job.lastRun.error && <Text size="xs">{job.lastRun.error}</Text>}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(job.lastRun?.startedAt)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDuration(job.lastRun?.durationMs ?? null)}</Table.Td>
              <Table.Td>{job.lastRun?.rows ?? ''}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {job.nextRunAt ? formatDateTime(job.nextRunAt) : job.kind === 'job' ? t('whenQueued') : ''}
              </Table.Td>
              <Table.Td>
                {job.runnable && mayRun && (
                  <Button
                    size="xs"
                    variant="light"
                    leftSection={<IconPlayerPlay size={14} aria-hidden />}
                    disabled={job.running}
                    // The name keeps the visible word first (a running task's button says so).
                    aria-label={
                      job.running
                        ? `${t('state.running')}: ${label(job.name)}`
                        : t('runNow.button', { name: label(job.name) })
                    }
                    onClick={() => start(job)}
                  >
                    {job.running ? t('state.running') : t('runNow.short')}
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export default function SynchronizationsPage() {
  const { t } = useTranslation('synchronizations');
  const label = useJobLabel();
  usePageTitle(t('title'));
  const jobs = useQuery(jobsQuery());
  const jobOptions = (jobs.data?.data ?? []).map((j) => ({ value: j.name, label: label(j.name) }));

  const columns: ListColumn<JobRun>[] = [
    {
      key: 'startedAt',
      title: t('field.startedAt'),
      sortField: 'startedAt',
      render: (r) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(r.startedAt)}</span>,
    },
    {
      key: 'name',
      title: t('field.job'),
      sortField: 'name',
      render: (r) => (
        <Stack gap={0}>
          <Text size="sm">{label(r.name)}</Text>
          <Text size="xs" c="dimmed">
            {t(`trigger.${r.trigger}`)}
            {r.startedBy ? ` · ${r.startedBy}` : ''}
            {r.attempt && r.attempt > 1 ? ` · ${t('attempt', { attempt: r.attempt })}` : ''}
          </Text>
        </Stack>
      ),
    },
    { key: 'state', title: t('field.state'), render: (r) => <StateBadge run={r} /> },
    {
      key: 'duration',
      title: t('field.duration'),
      sortField: 'durationMs',
      render: (r) => <span style={{ whiteSpace: 'nowrap' }}>{formatDuration(r.durationMs)}</span>,
    },
    { key: 'rows', title: t('field.rows'), sortField: 'rows', render: (r) => r.rows ?? '' },
    { key: 'error', title: t('field.error'), render: (r) => <ErrorCell run={r} /> },
  ];

  return (
    <Stack gap="lg">
      <Title order={1}>{t('title')}</Title>
      <Text c="dimmed">{t('intro')}</Text>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2}>{t('jobs.title')}</Title>
        </Group>
        <JobsTable />
      </Stack>
      <Stack gap="sm">
        <Title order={2}>{t('history.title')}</Title>
        <ListView<JobRun>
          queryKey={[...SYNCHRONIZATIONS_KEY, 'runs']}
          load={loadRuns}
          caption={t('history.title')}
          exportEndpoint={synchronizationsEndpoints.runList}
          defaultSort="-startedAt"
          syncToUrl
          minTableWidth={820}
          emptyText={t('history.empty')}
          emptyFilteredText={t('history.emptyFiltered')}
          filters={[
            { kind: 'select', field: 'name', label: t('field.job'), options: jobOptions },
            {
              kind: 'select',
              field: 'state',
              label: t('field.state'),
              options: (['running', 'completed', 'failed'] as const).map((s) => ({ value: s, label: t(`state.${s}`) })),
            },
            {
              kind: 'select',
              field: 'trigger',
              label: t('field.trigger'),
              options: (['schedule', 'manual', 'queue'] as const).map((s) => ({
                value: s,
                label: t(`trigger.${s}`),
              })),
            },
            { kind: 'dateRange', field: 'startedAt', label: t('field.startedAt') },
          ]}
          columns={columns}
        />
      </Stack>
    </Stack>
  );
}
