// The actions the tournament's links offer: edit, the workflow steps and delete. Cancel and delete
// ask first; every step answers the tournament, which refreshes the module's queries.
import type { Link as ApiLink } from '@fedra/contract/common/envelope';
import type { Tournament, TournamentAction } from '@fedra/contract/tournaments';
import { Button, Group } from '@mantine/core';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { hasLinks } from '../../../platform/access';
import { confirmAction, confirmDelete } from '../../../platform/forms';
import { notify, notifyError } from '../../../platform/notifications';
import { zoneHref } from '../../../platform/routing/zone';
import { deleteTournament, runWorkflowAction, TOURNAMENT_LINK, TOURNAMENTS_KEY } from '../api';

const STEPS: TournamentAction[] = ['publish', 'send', 'approve', 'archive', 'cancel'];

export function WorkflowButtons({ tournament, links }: { tournament: Tournament; links: ApiLink[] }) {
  const { t } = useTranslation('tournaments');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [running, setRunning] = useState<TournamentAction | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: TOURNAMENTS_KEY });

  const run = async (action: TournamentAction) => {
    setRunning(action);
    try {
      await runWorkflowAction(tournament.id, action);
      notify.success(t(`workflow.done.${action}`));
      await refresh();
    } catch (err) {
      notifyError(err);
    } finally {
      setRunning(null);
    }
  };
  const start = (action: TournamentAction) => {
    if (action !== 'cancel' && action !== 'archive') return void run(action);
    confirmAction({
      title: t(`workflow.${action}Title`),
      children: t(`workflow.${action}Text`, { name: tournament.name }),
      confirm: t(`workflow.action.${action}`),
      danger: action === 'cancel',
      run: () => runWorkflowAction(tournament.id, action),
      afterwards: async () => {
        notify.success(t(`workflow.done.${action}`));
        await refresh();
      },
    });
  };
  const askDelete = () =>
    confirmDelete({
      title: t('detail.deleteTitle'),
      name: tournament.name,
      note: t('detail.deleteNote'),
      remove: () => deleteTournament(tournament.id),
      afterwards: async () => {
        await navigate(zoneHref('admin', 'tournament-dynamic/list'));
        queryClient.removeQueries({ queryKey: [...TOURNAMENTS_KEY, 'admin', 'detail', tournament.id] });
        await refresh();
      },
    });

  const steps = STEPS.filter((a) => hasLinks(links, TOURNAMENT_LINK[a]));
  const mayEdit = hasLinks(links, TOURNAMENT_LINK.update);
  const mayDelete = hasLinks(links, TOURNAMENT_LINK.delete);
  if (!steps.length && !mayEdit && !mayDelete) return null;
  return (
    <Group gap="xs" wrap="wrap">
      {mayEdit && (
        <Button
          component={Link}
          to={zoneHref('admin', `tournament-dynamic/edit/${tournament.id}`)}
          variant="default"
          leftSection={<IconEdit size={16} aria-hidden />}
        >
          {t('detail.edit')}
        </Button>
      )}
      {steps.map((action) => (
        <Button
          key={action}
          variant={action === 'cancel' ? 'light' : 'filled'}
          color={action === 'cancel' ? 'red' : action === 'archive' ? 'gray' : undefined}
          loading={running === action}
          disabled={running !== null && running !== action}
          onClick={() => start(action)}
        >
          {t(`workflow.action.${action}`)}
        </Button>
      ))}
      {mayDelete && (
        <Button variant="light" color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={askDelete}>
          {t('detail.delete')}
        </Button>
      )}
    </Group>
  );
}
