// The office's "record the fine" action of the statute 8 box (issue 27; economy, issue 31): shown in
// the admin zone to whoever may change orders while the economy module is on, when the tournament
// owes a fine and has an organising club. It asks first with the amount; once recorded, the box
// names the order instead.
import type { Tournament } from '@fedra/contract/tournaments';
import { Button, Group, Text } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAccessContext, useCan, useCanAction } from '../../../platform/access';
import { confirmAction } from '../../../platform/forms';
import { notify } from '../../../platform/notifications';
import { recordStatute8Fine, TOURNAMENTS_KEY } from '../api';
import { formatCzk } from '../tournament-format';

export function Statute8FineAction({ tournament }: { tournament: Tournament }) {
  const { t, i18n } = useTranslation('tournaments');
  const queryClient = useQueryClient();
  const { zone } = useAccessContext();
  const can = useCan();
  const holds = useCanAction();
  if (zone !== 'admin' || !can('ECONOMY')) return null;
  if (tournament.statute8FineOrderId !== null)
    return (
      <Text size="sm" fw={600}>
        {t('statute8.fineRecorded', { orderId: tournament.statute8FineOrderId })}
      </Text>
    );
  if (tournament.statute8.fine <= 0 || tournament.organizerId === null || !holds('orders.update')) return null;
  const amount = formatCzk(tournament.statute8.fine, i18n.language);
  const ask = () =>
    confirmAction({
      title: t('statute8.fineTitle'),
      children: t('statute8.fineText', { amount, organizer: tournament.organizerName ?? '' }),
      confirm: t('statute8.fineConfirm', { amount }),
      run: () => recordStatute8Fine(tournament.id),
      afterwards: async (result) => {
        const fine = (result as { data?: { orderId: number; invoiceNumber: string | null } } | undefined)?.data;
        notify.success(t('statute8.fineDone', { orderId: fine?.orderId ?? '', number: fine?.invoiceNumber ?? '–' }));
        await queryClient.invalidateQueries({ queryKey: TOURNAMENTS_KEY });
      },
    });
  return (
    <Group>
      <Button variant="light" color="orange" leftSection={<IconReceipt size={16} aria-hidden />} onClick={ask}>
        {t('statute8.fineAction')}
      </Button>
    </Group>
  );
}
