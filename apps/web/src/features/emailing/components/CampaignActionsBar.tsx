// The buttons of a campaign's detail, as its links and status offer them: edit the settings,
// send now (confirming with the recipient count), schedule or reschedule (isPlanned / SCHEDULED),
// stop (asks first; a scheduled campaign returns to draft, a running send stops), delete.
import { CAMPAIGN_STATUS, type Campaign } from '@fedra/contract/emailing';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconCalendarTime, IconEdit, IconPlayerStop, IconSend, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mailGoesToOutbox } from '../../../platform/config/runtime-config';
import { confirmAction } from '../../../platform/forms';
import { notify, notifyDeleted } from '../../../platform/notifications';
import { CAMPAIGNS_KEY, type CampaignActions, deleteCampaign, sendCampaign, stopCampaign } from '../api';
import { ScheduleModal } from './ScheduleModal';

interface Props {
  campaign: Campaign;
  actions: CampaignActions;
  /** The content form holds unsaved edits: sending or scheduling would use the stored content. */
  contentDirty?: boolean;
  onEdit: () => void;
  /** After the campaign is deleted (leave its page). */
  onDeleted: () => Promise<unknown>;
}

export function CampaignActionsBar({ campaign, actions, contentDirty = false, onEdit, onDeleted }: Props) {
  const { t } = useTranslation('emailing');
  const queryClient = useQueryClient();
  const [scheduling, setScheduling] = useState(false);
  const planned = campaign.statusId === CAMPAIGN_STATUS.scheduled || campaign.isPlanned;
  const detailKey = [...CAMPAIGNS_KEY, 'detail', campaign.id];
  const refresh = async (answer: unknown) => {
    queryClient.setQueryData(detailKey, answer);
    await queryClient.invalidateQueries({ queryKey: CAMPAIGNS_KEY });
  };

  const askSend = () =>
    confirmAction({
      title: t('send.title'),
      children: t('send.text', { count: campaign.countRecipients }),
      confirm: t('action.send'),
      run: async () => {
        await refresh(await sendCampaign(campaign.id));
        notify.success(t(mailGoesToOutbox() ? 'send.startedToOutbox' : 'send.started'));
      },
    });
  const askStop = () => {
    const running = campaign.statusId === CAMPAIGN_STATUS.sending;
    confirmAction({
      title: t('stop.title'),
      children: running ? t('stop.runningText') : t('stop.scheduledText'),
      confirm: t('action.stop'),
      danger: true,
      run: async () => {
        await refresh(await stopCampaign(campaign.id));
        notify.success(running ? t('stop.stopped') : t('stop.unscheduled'));
      },
    });
  };
  const askDelete = () =>
    confirmAction({
      title: t('delete.title'),
      children: t('delete.text', { name: campaign.name }),
      confirm: t('common:delete'),
      danger: true,
      run: () => deleteCampaign(campaign.id),
      afterwards: async () => {
        notifyDeleted();
        await onDeleted();
      },
    });

  const any = Object.values(actions).some(Boolean);
  if (!any) return null;
  // Why sending and scheduling are held back, if they are: nobody to send to, or content not saved.
  const offersSend = actions.send || actions.schedule;
  const holdBack = !offersSend
    ? null
    : campaign.countRecipients === 0
      ? t('send.noRecipients')
      : contentDirty
        ? t('send.unsavedContent')
        : null;
  const hintProps = holdBack ? { disabled: true, 'aria-describedby': 'campaign-send-hint' } : {};
  return (
    <Stack gap={4}>
      <Group gap="sm" wrap="wrap">
        {actions.update && (
          <Button variant="default" leftSection={<IconEdit size={16} aria-hidden />} onClick={onEdit}>
            {t('action.edit')}
          </Button>
        )}
        {actions.send && (
          <Button leftSection={<IconSend size={16} aria-hidden />} onClick={askSend} {...hintProps}>
            {t('action.send')}
          </Button>
        )}
        {actions.schedule && (
          <Button
            variant="light"
            leftSection={<IconCalendarTime size={16} aria-hidden />}
            onClick={() => setScheduling(true)}
            {...hintProps}
          >
            {planned ? t('action.reschedule') : t('action.schedule')}
          </Button>
        )}
        {actions.stop && (
          <Button variant="light" color="red" leftSection={<IconPlayerStop size={16} aria-hidden />} onClick={askStop}>
            {t('action.stop')}
          </Button>
        )}
        {actions.delete && (
          <Button variant="subtle" color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={askDelete}>
            {t('action.delete')}
          </Button>
        )}
        {scheduling && <ScheduleModal campaign={campaign} reschedule={planned} onClose={() => setScheduling(false)} />}
      </Group>
      {holdBack && (
        <Text size="sm" c="dimmed" id="campaign-send-hint" data-testid="send-hint">
          {holdBack}
        </Text>
      )}
    </Stack>
  );
}
