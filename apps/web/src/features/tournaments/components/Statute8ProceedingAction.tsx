// The statute 8 case in one click (issue 32 §3): in the admin zone, for whoever keeps disciplinary
// cases while the module is on, when the tournament owes a fine (or one is recorded) and has an
// organising club. It asks first, opens a case against the organiser with the fine and goes to it;
// a case opened already is named by the server's 409.
import { disciplinaryEndpoints } from '@fedra/contract/disciplinary';
import type { Tournament } from '@fedra/contract/tournaments';
import { Button, Group } from '@mantine/core';
import { IconGavel } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAccessContext, useCan, useCanAction } from '../../../platform/access';
import { call } from '../../../platform/api/client';
import { confirmAction } from '../../../platform/forms';
import { notify } from '../../../platform/notifications';
import { zoneHref } from '../../../platform/routing/zone';

export function Statute8ProceedingAction({ tournament }: { tournament: Tournament }) {
  const { t } = useTranslation('tournaments');
  const navigate = useNavigate();
  const { zone } = useAccessContext();
  const can = useCan();
  const holds = useCanAction();
  if (zone !== 'admin' || !can('DISCIPLINARY') || !holds('disciplinary.update')) return null;
  const owes = tournament.statute8.fine > 0 || tournament.statute8FineOrderId !== null;
  if (!owes || tournament.organizerId === null) return null;
  const ask = () =>
    confirmAction({
      title: t('statute8.proceedingTitle'),
      children: t('statute8.proceedingText', { organizer: tournament.organizerName ?? '' }),
      confirm: t('statute8.proceedingConfirm'),
      run: () => call(disciplinaryEndpoints.fromStatute8, { params: { id: tournament.id } }),
      afterwards: async (result) => {
        const opened = (result as { data?: { id: number; number: string } } | undefined)?.data;
        if (!opened) return;
        notify.success(t('statute8.proceedingDone', { number: opened.number }));
        navigate(zoneHref('admin', `disciplinary-proceedings/detail/${opened.id}`));
      },
    });
  return (
    <Group>
      <Button variant="default" leftSection={<IconGavel size={16} aria-hidden />} onClick={ask}>
        {t('statute8.proceedingAction')}
      </Button>
    </Group>
  );
}
