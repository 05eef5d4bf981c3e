// Deleting after the user confirms (spec 001 §9: a file, and a folder with all its files, ask
// first): the dialog names what goes, with a note on what goes with it; the outcome is announced.
import { Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import i18next from 'i18next';
import { deleteConfirmText, notify, notifyDeleted, notifyError } from '../../../platform/notifications';

interface Deletion {
  title: string;
  /** What is deleted, as the user knows it (the file's or folder's name). */
  name: string;
  note?: string;
  /** Deletes; may answer what to announce instead of the plain "deleted" (how many files went). */
  remove: () => Promise<string | undefined | unknown>;
  /** After a successful delete (refresh the lists). */
  afterwards?: () => Promise<unknown>;
}

export function confirmDelete({ title, name, note, remove, afterwards }: Deletion): void {
  modals.openConfirmModal({
    title,
    children: (
      <Stack gap="xs">
        <Text style={{ overflowWrap: 'anywhere' }}>{deleteConfirmText(name)}</Text>
        {note && (
          <Text size="sm" c="red.8" fw={500}>
            {note}
          </Text>
        )}
      </Stack>
    ),
    labels: { confirm: i18next.t('common:delete'), cancel: i18next.t('common:cancel') },
    confirmProps: { color: 'red' },
    onConfirm: async () => {
      let done: unknown;
      try {
        done = await remove();
      } catch (err) {
        notifyError(err);
        return;
      }
      if (typeof done === 'string') notify.success(done);
      else notifyDeleted();
      await afterwards?.();
    },
  });
}
