// An action after the user confirms it (destructive actions ask first): the dialog says what
// happens and stays open while the action runs, its confirm button showing that it is busy; when
// the action settles the dialog closes, a failure announced as the platform announces errors.
import { Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import i18next from 'i18next';
import { type ReactNode, useState } from 'react';
import { ApiError } from '../api/api-error';
import { deleteConfirmText, notify, notifyDeleted, notifyError } from '../notifications';

export interface Confirmation {
  title: string;
  /** What happens (a sentence, or elements). */
  children: ReactNode;
  /** The confirm button's label. */
  confirm: string;
  /** Red confirm button (deleting, stopping). */
  danger?: boolean;
  /** The action; the dialog stays open until it settles. */
  run: () => Promise<unknown>;
  /** After the action succeeded, once the dialog is closed (announce, refresh, leave the page). */
  afterwards?: (result: unknown) => unknown;
}

let opened = 0;

export function confirmAction(confirmation: Confirmation): void {
  const modalId = `confirm-action-${++opened}`;
  modals.open({
    modalId,
    title: confirmation.title,
    // Keyed: a confirmation opened from another one's outcome must not inherit its busy state.
    children: <ConfirmBody key={modalId} {...confirmation} close={() => modals.close(modalId)} />,
  });
}

function ConfirmBody({ children, confirm, danger, run, afterwards, close }: Confirmation & { close: () => void }) {
  const [running, setRunning] = useState(false);
  const onConfirm = async () => {
    setRunning(true);
    let result: unknown;
    try {
      result = await run();
    } catch (err) {
      close();
      notifyError(err);
      return;
    }
    close();
    await afterwards?.(result);
  };
  return (
    <Stack gap="md">
      {typeof children === 'string' ? <Text size="sm">{children}</Text> : children}
      <Group justify="flex-end" gap="sm">
        {/* The question starts here (platform/ui/dialog-focus): Enter does not run the action. */}
        <Button variant="default" onClick={close} disabled={running} data-cancel>
          {i18next.t('common:cancel')}
        </Button>
        <Button color={danger ? 'red' : undefined} loading={running} onClick={() => void onConfirm()}>
          {confirm}
        </Button>
      </Group>
    </Stack>
  );
}

export interface Deletion {
  title: string;
  /** What is deleted, as the user knows it (a file's name, a contract's number); none: "this record". */
  name?: string | null;
  /**
   * The question and its button where the record is taken away rather than deleted (a nomination
   * removed: "Opravdu chcete odebrat nominaci osoby…?", "Odebrat"); by default "Opravdu chcete
   * smazat {name}?" and "Smazat".
   */
  question?: string;
  confirm?: string;
  /** What goes with it, under the question. */
  note?: string;
  /** The note in red (a folder's files go with it). */
  noteEmphasis?: boolean;
  /** Deletes; may answer what to announce instead of the plain "deleted" (how many files went). */
  remove: () => Promise<unknown>;
  /**
   * Deletes although played results go with it: when `remove` answers 409 `results_exist`, the
   * server's sentence (what would go) is asked once more with "Delete with results".
   */
  removeWithResults?: () => Promise<unknown>;
  /** After a successful delete (leave a deleted item's page, refresh lists). */
  afterwards?: () => unknown;
}

/** Deleting after "Opravdu chcete smazat {name}?"; the outcome is announced. */
export function confirmDelete(deletion: Deletion): void {
  const { title, name, question, confirm, note, noteEmphasis, remove, removeWithResults, afterwards } = deletion;
  const announce = async (done: unknown) => {
    if (typeof done === 'string') notify.success(done);
    else notifyDeleted();
    await afterwards?.();
  };
  confirmAction({
    title,
    children: (
      <Stack gap="xs">
        <Text style={{ overflowWrap: 'anywhere' }}>{question ?? deleteConfirmText(name)}</Text>
        {note && (
          <Text size="sm" {...(noteEmphasis ? { c: 'red.8', fw: 500 } : { c: 'dimmed' })}>
            {note}
          </Text>
        )}
      </Stack>
    ),
    confirm: confirm ?? i18next.t('common:delete'),
    danger: true,
    run: async () => {
      try {
        return await remove();
      } catch (err) {
        if (removeWithResults && err instanceof ApiError && err.problem?.code === 'results_exist') {
          return new ResultsExist(err.problem.detail ?? err.message);
        }
        throw err;
      }
    },
    afterwards: async (done) => {
      if (!(done instanceof ResultsExist)) return announce(done);
      confirmAction({
        title,
        children: (
          <Stack gap="xs">
            <Text style={{ overflowWrap: 'anywhere' }}>{done.detail}</Text>
            <Text size="sm" c="red.8" fw={500}>
              {i18next.t('common:deleteWithResultsNote')}
            </Text>
          </Stack>
        ),
        confirm: i18next.t('common:deleteWithResults'),
        danger: true,
        run: removeWithResults!,
        afterwards: announce,
      });
    },
  });
}

/** The first delete was refused for the played results it would take: ask again. */
class ResultsExist {
  constructor(readonly detail: string) {}
}
