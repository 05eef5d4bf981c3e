// The progress of a server job (platform/jobs) in a dialog: a labelled bar with a spoken status
// line, the job's result or its failure, and the close button, which takes the focus (it replaces
// the start button the user pressed). The feature says the texts: what runs and what came out.
import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { type ReactNode, useLayoutEffect, useRef } from 'react';

export interface JobSnapshot {
  state: 'queued' | 'running' | 'retrying' | 'completed' | 'failed';
  done: number;
  total: number | null;
  error: string | null;
}

export const jobFinished = (job: JobSnapshot) => job.state === 'completed' || job.state === 'failed';

/** 0–100: done of total (100 once completed; 0 while the total is unknown). */
export function jobPercent(job: JobSnapshot): number {
  if (job.state === 'completed') return 100;
  return job.total ? Math.min(100, Math.round((job.done / job.total) * 100)) : 0;
}

export function JobProgress({
  job,
  label,
  status,
  result,
  failed,
  closeLabel,
  onClose,
}: {
  job: JobSnapshot;
  /** The bar's accessible name. */
  label: string;
  /** The status line while it runs ('' when there is nothing to say). */
  status: string;
  /** What the completed job produced (shown once it completed). */
  result: ReactNode;
  /** The text of a failure without the server's own reason. */
  failed: string;
  closeLabel: string;
  onClose: () => void;
}) {
  const finished = jobFinished(job);
  const percent = jobPercent(job);
  const close = useRef<HTMLButtonElement>(null);
  // In the same commit that removes the start button: a passive effect would leave the focus on
  // the page's body for a moment, long enough for a screen reader (or a test) to notice.
  useLayoutEffect(() => close.current?.focus(), []);
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Progress
          value={percent}
          animated={!finished}
          size="lg"
          aria-label={label}
          aria-valuetext={status || `${percent} %`}
        />
        <Text size="sm" role="status" aria-live="polite">
          {status}
        </Text>
      </Stack>
      {job.state === 'completed' && result && (
        <Alert color="green" role="status" data-generation-result>
          {result}
        </Alert>
      )}
      {job.state === 'failed' && (
        <Alert color="red" role="alert">
          {/* The server's reason is a whole sentence; without one, a general failure. */}
          {job.error ?? failed}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button ref={close} variant={finished ? 'filled' : 'default'} onClick={onClose}>
          {closeLabel}
        </Button>
      </Group>
    </Stack>
  );
}
