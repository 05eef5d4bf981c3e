// An action after the user confirms it (spec 001 §9: stopping asks first; sending and deleting too):
// the dialog says what happens; a failure is announced and the dialog closes.
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import i18next from 'i18next';
import { notifyError } from '../../../platform/notifications';

interface Confirmation {
  title: string;
  text: string;
  confirm: string;
  danger?: boolean;
  run: () => Promise<unknown>;
  afterwards?: () => unknown;
}

export function confirmAction({ title, text, confirm, danger, run, afterwards }: Confirmation): void {
  modals.openConfirmModal({
    title,
    children: <Text size="sm">{text}</Text>,
    labels: { confirm, cancel: i18next.t('common:cancel') },
    confirmProps: danger ? { color: 'red' } : {},
    onConfirm: async () => {
      try {
        await run();
      } catch (err) {
        notifyError(err);
        return;
      }
      await afterwards?.();
    },
  });
}
