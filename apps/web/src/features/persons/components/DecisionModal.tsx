// One decision on the picked roles (or all the filter matches): what happens to how many, the
// reason the club reads (required to return or cancel), and the outcome — decided, held back for
// payment, skipped because someone decided them meanwhile.
import type { ListQuery } from '@fedra/contract/common/list-query';
import type { ApprovalDecision, PersonApprovalOutcome } from '@fedra/contract/person-approvals';
import { Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../platform/notifications';
import { OneFieldModal } from '../../../platform/ui/OneFieldModal';
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
  const needsReason = decision !== 'approve';
  const run = async (reason: string) => {
    const body = {
      ...('ids' in target ? { ids: target.ids } : { all: true as const }),
      decision,
      ...(needsReason ? { reason } : {}),
    };
    const outcome = (await decideApprovals(body, 'all' in target ? target.query : undefined)).data;
    await queryClient.invalidateQueries({ queryKey: PERSONS_KEY });
    onDecided();
    const messages = outcomeMessages(outcome, t);
    if (outcome.waitingForPayment || outcome.skipped) notify.warning(messages.join(' '));
    else notify.success(messages.join(' '));
  };
  return (
    <OneFieldModal
      title={t(`approvals.${decision}Title`)}
      {...(needsReason
        ? {
            field: {
              name: 'reason',
              label: t('approvals.reason'),
              description: t('approvals.reasonHint'),
              multiline: true,
              requiredMessage: t('approvals.reasonRequired'),
            },
          }
        : {})}
      // Not the toolbar's short verb: beside the dialog's close button ("Zrušit" / "Cancel") the
      // action says what it does to what ("Zrušit role"), so that the two never read the same.
      submitLabel={t(`approvals.${decision}Submit`)}
      // Cancelling roles: the dialog's way out is "Zpět", not a second "Zrušit".
      dismissLabel={decision === 'cancel' ? t('common:back') : undefined}
      danger={decision === 'cancel'}
      run={run}
      onClose={onClose}
    >
      <Text size="sm">{t(`approvals.${decision}Text`, { count })}</Text>
    </OneFieldModal>
  );
}
