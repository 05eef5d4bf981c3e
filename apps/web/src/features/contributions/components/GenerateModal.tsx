// Generating a season's contributions (admin): asks first, naming the season; then follows the job
// (its state asked every second) with a progress bar of done/total, and ends with what changed.
// The list and totals are fetched again once it has finished.
import type { ContributionGeneration } from '@fedra/contract/contributions';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../platform/i18n/numbers';
import { notifyError } from '../../../platform/notifications';
import { JobProgress, jobFinished } from '../../../platform/ui/JobProgress';
import { CONTRIBUTIONS_KEY, generationQuery, startGeneration } from '../api';

interface Props {
  season: { id: number; name: string };
  onClose: () => void;
}

export function GenerateModal({ season, onClose }: Props) {
  const { t } = useTranslation('contributions');
  const [job, setJob] = useState<ContributionGeneration | null>(null);
  const [starting, setStarting] = useState(false);

  const start = async () => {
    setStarting(true);
    try {
      setJob((await startGeneration({ seasonId: season.id })).data);
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
          <Text>{t('generate.confirm', { season: season.name })}</Text>
          <Group justify="flex-end">
            {/* The dialog opens on "Cancel": a whole season's generation is not undone, so a
                second Enter after the one that opened the dialog must not start it. */}
            <Button variant="default" onClick={onClose} data-autofocus>
              {t('common:cancel')}
            </Button>
            <Button onClick={start} loading={starting}>
              {t('generate.start')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

function GenerationProgress({ first, onClose }: { first: ContributionGeneration; onClose: () => void }) {
  const { t, i18n } = useTranslation('contributions');
  const queryClient = useQueryClient();
  const polled = useQuery(generationQuery(first.jobId));
  const job = polled.data?.data ?? first;
  const finished = jobFinished(job);
  useEffect(() => {
    if (finished) void queryClient.invalidateQueries({ queryKey: CONTRIBUTIONS_KEY });
  }, [finished, queryClient]);
  const count = (n: number) => formatCount(n, i18n.language);
  const status =
    job.total !== null
      ? t('generate.progress', { done: count(job.done), total: count(job.total) })
      : finished
        ? ''
        : t('generate.queued');
  return (
    <JobProgress
      job={job}
      label={t('generate.progressLabel')}
      status={status}
      result={
        job.result &&
        t('generate.done', {
          created: count(job.result.created),
          updated: count(job.result.updated),
          unchanged: count(job.result.unchanged),
        })
      }
      failed={t('generate.failed')}
      closeLabel={t('generate.close')}
      onClose={onClose}
    />
  );
}
