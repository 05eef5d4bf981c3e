// Sending an event's invitations (issue 32 §5): asks first, then follows the job (its state asked
// every second) with a progress bar, and ends with how many went, how many have no address and
// how many the mail server refused. The event is fetched again once it has finished.
import type { EventInvitationJob } from '@fedra/contract/events';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../platform/notifications';
import { JobProgress, jobFinished } from '../../../platform/ui/JobProgress';
import { EVENTS_KEY, invitationJobQuery, sendInvitations } from '../api';

export function SendInvitationsModal({ eventId, onClose }: { eventId: number; onClose: () => void }) {
  const { t } = useTranslation('events');
  const [job, setJob] = useState<EventInvitationJob | null>(null);
  const [starting, setStarting] = useState(false);
  const start = async () => {
    setStarting(true);
    try {
      setJob((await sendInvitations(eventId)).data);
    } catch (err) {
      notifyError(err);
    } finally {
      setStarting(false);
    }
  };
  return (
    <Modal opened onClose={onClose} title={t('invitations.sendTitle')}>
      {job ? (
        <SendingProgress first={job} onClose={onClose} />
      ) : (
        <Stack gap="md">
          <Text>{t('invitations.sendText')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('form.close')}
            </Button>
            <Button onClick={() => void start()} loading={starting} data-autofocus>
              {t('invitations.send')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

function SendingProgress({ first, onClose }: { first: EventInvitationJob; onClose: () => void }) {
  const { t } = useTranslation('events');
  const queryClient = useQueryClient();
  const polled = useQuery(invitationJobQuery(first.eventId, first.jobId));
  const job = polled.data?.data ?? first;
  const finished = jobFinished(job);
  useEffect(() => {
    if (finished) void queryClient.invalidateQueries({ queryKey: EVENTS_KEY });
  }, [finished, queryClient]);
  // A second sending finds everyone with an address served: "Sent 0 of 0" would read as a fault.
  const nobodyLeft = job.state === 'completed' && job.total === 0;
  const status = job.total
    ? t('invitations.progress', { done: job.done, total: job.total })
    : job.total === null && !finished
      ? t('invitations.queued')
      : '';
  return (
    <JobProgress
      job={job}
      label={t('invitations.progressLabel')}
      status={status}
      result={job.result && t(nobodyLeft ? 'invitations.nobodyLeft' : 'invitations.sent', job.result)}
      failed={t('invitations.failed')}
      closeLabel={t('form.close')}
      onClose={onClose}
    />
  );
}
