// Generating a season's contributions (admin): asks first, naming the season; then follows the job
// (its state asked every second) with a progress bar of done/total, and ends with what changed.
// The list and totals are fetched again once it has finished.
import type { ContributionGeneration } from '@fedra/contract/contributions';
import { Alert, Button, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../platform/i18n/numbers';
import { notifyError } from '../../../platform/notifications';
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
            <Button variant="default" onClick={onClose}>
              {t('common:cancel')}
            </Button>
            <Button onClick={start} loading={starting} data-autofocus>
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
  const finished = job.state === 'completed' || job.state === 'failed';
  useEffect(() => {
    if (finished) void queryClient.invalidateQueries({ queryKey: CONTRIBUTIONS_KEY });
  }, [finished, queryClient]);
  const count = (n: number) => formatCount(n, i18n.language);
  const percent =
    job.state === 'completed' ? 100 : job.total ? Math.min(100, Math.round((job.done / job.total) * 100)) : 0;
  const progressText =
    job.total !== null
      ? t('generate.progress', { done: count(job.done), total: count(job.total) })
      : finished
        ? ''
        : t('generate.queued');

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Progress
          value={percent}
          animated={!finished}
          size="lg"
          aria-label={t('generate.progressLabel')}
          aria-valuetext={progressText}
        />
        <Text size="sm" role="status" aria-live="polite">
          {progressText}
        </Text>
      </Stack>
      {job.state === 'completed' && job.result && (
        <Alert color="green" role="status" data-generation-result>
          {t('generate.done', {
            created: count(job.result.created),
            updated: count(job.result.updated),
            unchanged: count(job.result.unchanged),
          })}
        </Alert>
      )}
      {job.state === 'failed' && (
        <Alert color="red" role="alert">
          {/* The server's reason is a whole sentence; without one, a general failure. */}
          {job.error ?? t('generate.failed')}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant={finished ? 'filled' : 'default'} onClick={onClose}>
          {t('generate.close')}
        </Button>
      </Group>
    </Stack>
  );
}
