// The end of every form: cancel and save, and what to do when saving fails.
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../notifications';
import { applyServerErrors, type ServerErrorsOptions, type ServerErrorTarget } from './use-server-errors';

export function FormActions({ onCancel, submitting }: { onCancel: () => void; submitting: boolean }) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {t('common:cancel')}
      </Button>
      <Button type="submit" loading={submitting}>
        {t('common:save')}
      </Button>
    </Group>
  );
}

/** Field errors of a failed save go next to their fields; only the rest becomes a notification. */
export function showSaveError(form: ServerErrorTarget, err: unknown, options?: ServerErrorsOptions): void {
  const { matched, messages } = applyServerErrors(form, err, options);
  if (!matched || messages.length) notifyError(err);
}
