// The synchronizations page in the browser's place: the jobs with their last run, next run and
// labels by name; "run now" asks first and then calls the server; a failed run's error in the
// history with its details. The server's side: apps/server/test/synchronizations; the whole flow:
// e2e/synchronizations.e2e.ts.
import type { JobRun, SynchronizationJob } from '@fedra/contract/synchronizations';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { answerCalls, apiAnswer, renderPage, zoneCaller } from '../../test/page';
import { setupI18n } from '../../test/render';
import { setTestRuntimeConfig } from '../../test/runtime-config';
import SynchronizationsPage, { formatDuration } from './pages/SynchronizationsPage';

const RUN: JobRun = {
  id: 1,
  name: 'economy.overdue-reminders',
  kind: 'job',
  trigger: 'queue',
  jobId: null,
  attempt: 1,
  startedBy: null,
  startedAt: '2026-11-27T01:00:00.000Z',
  finishedAt: '2026-11-27T01:00:31.000Z',
  durationMs: 31_000,
  state: 'failed',
  rows: null,
  result: null,
  error: 'SMTP server did not answer',
  errorDetails: 'Error: SMTP server did not answer\n    at sendOverdueReminders',
};
const JOBS: SynchronizationJob[] = [
  {
    name: 'schedule.economy-reminders',
    kind: 'periodic',
    intervalSeconds: 3600,
    runnable: true,
    running: false,
    lastRun: {
      ...RUN,
      id: 2,
      name: 'schedule.economy-reminders',
      kind: 'periodic',
      trigger: 'schedule',
      state: 'completed',
      error: null,
      errorDetails: null,
      rows: 4,
      durationMs: 850,
    },
    lastFailure: null,
    nextRunAt: '2026-11-27T02:00:00.000Z',
  },
  {
    name: 'economy.overdue-reminders',
    kind: 'job',
    intervalSeconds: null,
    runnable: false,
    running: false,
    lastRun: RUN,
    lastFailure: null,
    nextRunAt: null,
  },
];

const ADMIN = { ...zoneCaller('admin', []), isSuperAdmin: true, zones: ['admin'] } as ReturnType<typeof zoneCaller>;

describe('synchronizations page', () => {
  beforeAll(async () => {
    await setupI18n();
  });
  beforeEach(() => setTestRuntimeConfig());

  it('lists the jobs, runs a scheduled one after confirming, and unfolds a failed run', async () => {
    const posted: string[] = [];
    answerCalls((url, init) => {
      if (init?.method === 'POST') {
        posted.push(url);
        return apiAnswer(202, {
          operationId: 'x',
          links: [],
          data: { ...RUN, id: 3, state: 'running', trigger: 'manual' },
        });
      }
      if (url.includes('/synchronizations/runs'))
        return apiAnswer(200, { data: [RUN], limit: 100, offset: 0, total: 1 });
      return apiAnswer(200, { operationId: 'admin.synchronization.list', links: [], data: JOBS });
    });
    renderPage({
      routes: [{ path: '/zone/admin/synchronizations', element: <SynchronizationsPage /> }],
      at: '/zone/admin/synchronizations',
      user: ADMIN,
      zone: 'admin',
    });
    const jobs = await screen.findByRole('table', { name: 'Úlohy' });
    const row = (await within(jobs).findByText('Upomínky faktur: denní kontrola')).closest('tr')!;
    expect(within(row).getByText('Dokončeno')).toBeInTheDocument();
    expect(within(row).getByText('850 ms')).toBeInTheDocument();
    expect(within(row).getByText(/každou hodinu/)).toBeInTheDocument();
    // A queued job is not run by hand.
    const jobRow = within(jobs).getByText('Upomínky faktur po splatnosti').closest('tr')!;
    expect(within(jobRow).queryByRole('button')).toBeNull();
    expect(within(jobRow).getByText('Když je co dělat')).toBeInTheDocument();

    await userEvent.click(within(row).getByRole('button', { name: 'Spustit: Upomínky faktur: denní kontrola' }));
    const dialog = await screen.findByRole('dialog', { name: 'Spustit úlohu hned?' });
    expect(posted).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Spustit' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toContain('/api/admin-zone/synchronizations/schedule.economy-reminders/run');

    const history = await screen.findByRole('table', { name: 'Historie běhů' });
    const error = await within(history).findByText('SMTP server did not answer');
    expect(error.closest('details')).not.toBeNull();
    expect(within(history).getByText('Selhalo')).toBeInTheDocument();
  });

  it('writes durations short', () => {
    expect(formatDuration(null)).toBe('');
    expect(formatDuration(850)).toBe('850 ms');
    expect(formatDuration(31_000)).toBe('31 s');
    expect(formatDuration(185_000)).toBe('3 min 5 s');
  });
});
