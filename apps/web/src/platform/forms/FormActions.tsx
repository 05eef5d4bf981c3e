// The end of every form: cancel and save, what follows a save, and what to do when it fails.
import { Button, Group } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySaved } from '../notifications';
import { applyServerErrors, type ServerErrorsOptions, type ServerErrorTarget } from './use-server-errors';

export function FormActions({
  onCancel,
  submitting,
  submitLabel,
}: {
  onCancel: () => void;
  submitting: boolean;
  /** What the submit does when it is more than saving (e.g. "Send the request"). */
  submitLabel?: string;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {t('common:cancel')}
      </Button>
      <Button type="submit" loading={submitting}>
        {submitLabel ?? t('common:save')}
      </Button>
    </Group>
  );
}

/** Field errors of a failed save go next to their fields; only the rest becomes a notification. */
export function showSaveError(form: ServerErrorTarget, err: unknown, options?: ServerErrorsOptions): void {
  const { matched, messages } = applyServerErrors(form, err, options);
  if (!matched || messages.length) notifyError(err);
}

interface SavedForm extends ServerErrorTarget {
  resetDirty: () => void;
}

/**
 * Runs a save: on success refreshes the feature's lists, says so, marks the form clean and closes
 * it; on failure shows the errors (showSaveError).
 */
export function useFormSave(
  form: SavedForm,
  {
    invalidate,
    onSaved,
    errors,
  }: { invalidate: readonly unknown[]; onSaved: () => void; errors?: ServerErrorsOptions },
): (save: () => Promise<unknown>) => Promise<void> {
  const queryClient = useQueryClient();
  return async (save) => {
    try {
      await save();
      await queryClient.invalidateQueries({ queryKey: invalidate });
      notifySaved();
      form.resetDirty();
      onSaved();
    } catch (err) {
      showSaveError(form, err, errors);
    }
  };
}
