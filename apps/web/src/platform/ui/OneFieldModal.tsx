// A decision asked in a dialog with (at most) one field: a reason the other side reads, or the
// name typed to confirm. The field's own message shows when it is required and empty; the
// server's message for it goes next to it, any other failure becomes a notification. The dialog
// stays open until the action settles.
import { Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../api/api-error';
import { notifyError } from '../notifications';

export interface OneField {
  /** The body field the server names in its errors. */
  name: string;
  label: string;
  description?: string;
  /** A reason: several lines. */
  multiline?: boolean;
  /** The message when it is left empty (the field is then required). */
  requiredMessage?: string;
}

interface Props {
  title: string;
  /** What happens, above the field. */
  children?: ReactNode;
  field?: OneField;
  submitLabel: string;
  /** The dismissing button's label, where "Zrušit" would read as the action (cancelling roles). */
  dismissLabel?: string;
  danger?: boolean;
  /** The action with the field's trimmed value; resolves when done (the dialog then closes). */
  run: (value: string) => Promise<void>;
  onClose: () => void;
}

export function OneFieldModal({ title, children, field, submitLabel, dismissLabel, danger, run, onClose }: Props) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fieldRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (field?.requiredMessage && !value.trim()) {
      // The focus goes to the field, as to any refused form's first invalid field (forms/submit-focus).
      setError(field.requiredMessage);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await run(value.trim());
      onClose();
    } catch (err) {
      const message = field && isApiError(err) ? err.fieldErrors[field.name] : undefined;
      if (message) {
        setError(message);
        fieldRef.current?.focus();
      } else notifyError(err);
    } finally {
      setBusy(false);
    }
  };

  const input = field && {
    label: field.label,
    description: field.description,
    required: Boolean(field.requiredMessage),
    value,
    error,
    ref: fieldRef,
    'data-autofocus': true,
  };
  return (
    <Modal opened onClose={onClose} title={title}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack>
          {children}
          {input &&
            (field.multiline ? (
              <Textarea
                {...input}
                autosize
                minRows={3}
                maxLength={1000}
                onChange={(e) => setValue(e.currentTarget.value)}
              />
            ) : (
              <TextInput {...input} autoComplete="off" onChange={(e) => setValue(e.currentTarget.value)} />
            ))}
          <Group justify="flex-end" gap="sm">
            {/* Without a field the dialog is a question, and starts here (platform/ui/dialog-focus). */}
            <Button variant="default" onClick={onClose} disabled={busy} data-cancel>
              {dismissLabel ?? t('common:cancel')}
            </Button>
            <Button type="submit" loading={busy} color={danger ? 'red' : undefined}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
