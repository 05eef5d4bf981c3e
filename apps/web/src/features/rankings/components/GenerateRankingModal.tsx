// "Generate ranking" (admin): for all tournaments or one picked, at a ranking date (default today);
// then follows the job (asked every second) with a progress bar and ends with what it wrote and the
// success toast; the rankings are fetched again once it has finished.
import type { RankingGeneration } from '@fedra/contract/rankings';
import { Button, Group, Modal, Radio, Stack } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TypedDateField } from '../../../platform/forms/DateField';
import { formatCount } from '../../../platform/i18n/numbers';
import { todayInPrague } from '../../../platform/i18n/today';
import { notify, notifyError } from '../../../platform/notifications';
import { JobProgress, jobFinished, jobPercent } from '../../../platform/ui/JobProgress';
import { RANKINGS_KEY, rankingGenerationQuery, startRankingGeneration } from '../api';
import { TournamentSearch } from './TournamentSearch';

// Today as the office counts it (Europe/Prague), as the overview's default ranking date: the
// browser's own date differs around midnight.
export function GenerateRankingModal({ onClose, today = todayInPrague() }: { onClose: () => void; today?: string }) {
  const { t } = useTranslation('rankings');
  const [job, setJob] = useState<RankingGeneration | null>(null);
  const [mode, setMode] = useState<'all' | 'one'>('all');
  const [tournament, setTournament] = useState<string | null>(null);
  const [rankDate, setRankDate] = useState(today);
  const [errors, setErrors] = useState<{ tournament?: string; rankDate?: string }>({});
  const [starting, setStarting] = useState(false);

  const start = async () => {
    const found: typeof errors = {};
    if (mode === 'one' && !tournament) found.tournament = t('generate.tournamentRequired');
    if (!/^\d{4}-\d{2}-\d{2}$/.test(rankDate)) found.rankDate = t('generate.dateRequired');
    setErrors(found);
    if (Object.keys(found).length) return;
    setStarting(true);
    try {
      setJob(
        (await startRankingGeneration({ rankDate, tournamentId: mode === 'one' ? Number(tournament) : null })).data,
      );
    } catch (err) {
      notifyError(err);
    } finally {
      setStarting(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title={t('generate.title')}>
      {job ? (
        <GenerationProgress first={job} onClose={onClose} />
      ) : (
        <Stack gap="md">
          <Radio.Group label={t('generate.scope')} value={mode} onChange={(v) => setMode(v as 'all' | 'one')}>
            <Stack gap={6} mt={6}>
              <Radio value="all" label={t('generate.all')} />
              <Radio value="one" label={t('generate.one')} />
            </Stack>
          </Radio.Group>
          {mode === 'one' && (
            <TournamentSearch
              label={t('generate.tournament')}
              value={tournament}
              onChange={setTournament}
              error={errors.tournament}
            />
          )}
          <TypedDateField
            label={t('generate.rankDate')}
            value={rankDate}
            onChange={setRankDate}
            error={errors.rankDate}
            required
            w={{ base: '100%', xs: 220 }}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common:cancel')}
            </Button>
            <Button onClick={() => void start()} loading={starting}>
              {t('generate.start')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

function GenerationProgress({ first, onClose }: { first: RankingGeneration; onClose: () => void }) {
  const { t, i18n } = useTranslation('rankings');
  const queryClient = useQueryClient();
  const polled = useQuery(rankingGenerationQuery(first.jobId));
  const job = polled.data?.data ?? first;
  const finished = jobFinished(job);
  const announced = useRef(false);
  useEffect(() => {
    if (!finished) return;
    void queryClient.invalidateQueries({ queryKey: RANKINGS_KEY });
    if (job.state === 'completed' && !announced.current) {
      announced.current = true;
      notify.success(t('generate.success'));
    }
  }, [finished, job.state, queryClient, t]);
  const count = (n: number) => formatCount(n, i18n.language);
  const status = finished
    ? ''
    : job.total !== null
      ? t('generate.progress', { percent: jobPercent(job) })
      : t('generate.queued');
  return (
    <JobProgress
      job={job}
      label={t('generate.progressLabel')}
      status={status}
      result={
        job.result &&
        t('generate.done', {
          count: job.result.rankings,
          rankings: count(job.result.rankings),
          entries: count(job.result.entries),
        })
      }
      failed={t('generate.failed')}
      closeLabel={t('generate.close')}
      onClose={onClose}
    />
  );
}
