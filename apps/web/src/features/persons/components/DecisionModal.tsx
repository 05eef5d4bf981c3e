// One decision on the picked roles (or all the filter matches): what happens to how many, the
// reason the club reads (required to return or cancel), and the outcome — decided, held back for
// payment, skipped because someone decided them meanwhile.
import type { ListQuery } from '@fedra/contract/common/list-query';
import type { ApprovalDecision, PersonApprovalOutcome } from '@fedra/contract/person-approvals';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../platform/api/api-error';
import { notify, notifyError } from '../../../platform/notifications';
import { decideApprovals, PERSONS_KEY } from '../api';

export type DecideTarget = { ids: number[] } | { all: true; query: ListQuery };

interface Props {
  decision: ApprovalDecision;
  target: DecideTarget;
  count: number;
  onClose: () => void;
  onDecided: () => void;
}

/** The outcome as one sentence per part (Czech plurals by count). */
export function outcomeMessages(
  o: PersonApprovalOutcome,
  t: (key: string, options?: Record<string, unknown>) => string,
): string[] {
  return [
    t('approvals.decided', { count: o.decided }),
    ...(o.waitingForPayment ? [t('approvals.heldForPayment', { count: o.waitingForPayment })] : []),
    ...(o.skipped ? [t('approvals.skipped', { count: o.skipped })] : []),
  ];
}

export function DecisionModal({ decision, target, count, onClose, onDecided }: Props) {
  const { t } = useTranslation('persons');
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const needsReason = decision !== 'approve';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (needsReason && !reason.trim()) {
      setError(t('approvals.reasonRequired'));
      return;
    }
    setBusy(true);
    try {
      const body = {
        ...('ids' in target ? { ids: target.ids } : { all: true as const }),
        decision,
        ...(needsReason ? { reason: reason.trim() } : {}),
      };
      const outcome = (await decideApprovals(body, 'all' in target ? target.query : undefined)).data;
      await queryClient.invalidateQueries({ queryKey: PERSONS_KEY });
      onDecided();
      const messages = outcomeMessages(outcome, t);
      if (outcome.waitingForPayment || outcome.skipped) notify.warning(messages.join(' '));
      else notify.success(messages.join(' '));
      onClose();
    } catch (err) {
      const field = isApiError(err) ? err.fieldErrors.reason : undefined;
      if (field) setError(field);
      else notifyError(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t(`approvals.${decision}Title`)}
      closeButtonProps={{ 'aria-label': t('form.close') }}
    >
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack>
          <Text size="sm">{t(`approvals.${decision}Text`, { count })}</Text>
          {needsReason && (
            <Textarea
              label={t('approvals.reason')}
              description={t('approvals.reasonHint')}
              required
              autosize
              minRows={3}
              maxLength={1000}
              value={reason}
              error={error}
              onChange={(e) => setReason(e.currentTarget.value)}
              data-autofocus
            />
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={busy}>
              {t('common:cancel')}
            </Button>
            <Button type="submit" loading={busy} color={decision === 'cancel' ? 'red' : undefined}>
              {t(`approvals.${decision}`)}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
