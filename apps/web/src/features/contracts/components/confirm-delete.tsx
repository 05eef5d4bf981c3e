// Deleting after the user confirms (spec: destructive actions ask first): the dialog names what
// goes, with a note on what goes with it; the outcome is announced either way.
import { Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import i18next from 'i18next';
import { deleteConfirmText, notifyDeleted, notifyError } from '../../../platform/notifications';

interface Deletion {
  title: string;
  /** What is deleted, as the user knows it (a document's name, a contract's number). */
  name: string;
  note?: string;
  remove: () => Promise<unknown>;
  /** After a successful delete (leave a deleted item's page, refresh lists). */
  afterwards?: () => Promise<unknown>;
}

export function confirmDelete({ title, name, note, remove, afterwards }: Deletion): void {
  modals.openConfirmModal({
    title,
    children: (
      <Stack gap="xs">
        <Text>{deleteConfirmText(name)}</Text>
        {note && (
          <Text size="sm" c="dimmed">
            {note}
          </Text>
        )}
      </Stack>
    ),
    labels: { confirm: i18next.t('common:delete'), cancel: i18next.t('common:cancel') },
    confirmProps: { color: 'red' },
    onConfirm: async () => {
      try {
        await remove();
      } catch (err) {
        notifyError(err);
        return;
      }
      notifyDeleted();
      await afterwards?.();
    },
  });
}
