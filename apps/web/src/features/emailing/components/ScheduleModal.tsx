// Plans the send (or moves a planned one): a date and time in the future. The check runs here
// first; what the server still refuses (its clock is the one that counts) shows next to the field.
import type { Campaign } from '@fedra/contract/emailing';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showSaveError } from '../../../platform/forms';
import { TypedDateTimeField } from '../../../platform/forms/DateTimeField';
import { toLocalInput } from '../../../platform/i18n/format';
import { notify } from '../../../platform/notifications';
import { CAMPAIGNS_KEY, scheduleCampaign } from '../api';
import { fromLocalInput, scheduleProblem } from '../schedule';

interface Props {
  campaign: Campaign;
  /** A scheduled campaign: the time is moved. */
  reschedule: boolean;
  onClose: () => void;
}

export function ScheduleModal({ campaign, reschedule, onClose }: Props) {
  const { t } = useTranslation('emailing');
  const queryClient = useQueryClient();
  // Fixed when opened: the saved answer makes the campaign scheduled while the dialog still closes.
  const [rescheduling] = useState(reschedule);
  const form = useForm({
    initialValues: { sendDate: rescheduling ? toLocalInput(campaign.sendDate) : '' },
    validate: {
      sendDate: (value) => {
        const problem = scheduleProblem(value);
        return problem ? t(`schedule.${problem}`) : null;
      },
    },
  });
  const submit = form.onSubmit(async (values) => {
    try {
      const answer = await scheduleCampaign(campaign.id, fromLocalInput(values.sendDate) as string);
      queryClient.setQueryData([...CAMPAIGNS_KEY, 'detail', campaign.id], answer);
      await queryClient.invalidateQueries({ queryKey: CAMPAIGNS_KEY });
      notify.success(t('schedule.done'));
      onClose();
    } catch (err) {
      showSaveError(form, err);
    }
  });
  return (
    <Modal opened onClose={onClose} title={rescheduling ? t('schedule.rescheduleTitle') : t('schedule.title')}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm">{t('schedule.intro', { count: campaign.countRecipients })}</Text>
          <TypedDateTimeField
            label={t('field.sendDate')}
            required
            minDate={toLocalInput(new Date().toISOString()).slice(0, 10)}
            data-autofocus
            {...form.getInputProps('sendDate')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common:cancel')}
            </Button>
            <Button type="submit" loading={form.submitting}>
              {rescheduling ? t('action.reschedule') : t('action.schedule')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
