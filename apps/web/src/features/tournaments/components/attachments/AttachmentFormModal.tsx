// Add an attachment to a tournament or a league, or edit one (its name, and optionally a new file
// replacing the current one; only where the owner's calls allow it). The picker offers and checks what the purpose `tournament-attachment` allows; the
// file is uploaded with a progress bar, then the attachment call names it.
import { type TournamentAttachment, TournamentAttachmentCreateSchema } from '@fedra/contract/tournaments';
import { Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import {
  checkFile,
  fileProblemText,
  NamedFileInput,
  UploadProgressBar,
  uploadErrorFields,
  useUpload,
} from '../../../../platform/files';
import { FormActions, showSaveError, useFormSave, useGuardedClose, zodFieldErrors } from '../../../../platform/forms';
import { KeptModal, type ModalCloser, useLast } from '../../../../platform/ui/KeptModal';
import type { AttachmentSource } from './AttachmentList';

const PURPOSE = 'tournament-attachment';
const NAME_ONLY = TournamentAttachmentCreateSchema.pick({ name: true });

interface Values {
  name: string;
  file: File | null;
}

interface Props {
  source: AttachmentSource;
  /** null: a new attachment. */
  attachment: TournamentAttachment | null;
  onClose: () => void;
}

/** The attachment dialog, open while `opened` (kept mounted: the focus returns on close). */
export function AttachmentFormModal({ opened = true, ...props }: Props & { opened?: boolean }) {
  const { t } = useTranslation(props.source.ns);
  const isEdit = useLast(opened ? props.attachment !== null : null);
  return (
    <KeptModal
      opened={opened}
      onClose={props.onClose}
      closeButtonProps={{ 'aria-label': t('attachments.close') }}
      title={isEdit ? t('attachments.editTitle') : t('attachments.newTitle')}
      size="md"
    >
      {(closer) => <AttachmentForm {...props} closer={closer} />}
    </KeptModal>
  );
}

function AttachmentForm({ source, attachment, onClose, closer }: Props & { closer: ModalCloser }) {
  const { t } = useTranslation(source.ns);
  const { percent, upload, finish, abort } = useUpload('admin', PURPOSE);
  const labels = { name: t('attachments.name'), file: t('attachments.file') };
  const form = useForm<Values>({
    initialValues: { name: attachment?.name ?? '', file: null },
    validate: (values) => {
      const errors = zodFieldErrors(NAME_ONLY, { name: values.name }, labels);
      if (!values.file) {
        if (!attachment) errors.file = t('common:form.required', { label: labels.file });
      } else {
        const problem = checkFile(values.file, PURPOSE);
        if (problem) errors.file = fileProblemText(problem);
      }
      return errors;
    },
  });
  const close = useGuardedClose(form.isDirty(), () => {
    abort();
    onClose();
  });
  // Escape, the close button and a click outside: an upload under way or a change asks first.
  closer.current = close;
  const save = useFormSave(form, {
    invalidate: source.invalidate,
    onSaved: onClose,
    errors: { fieldMap: { fileUrl: 'file' } },
  });

  const submit = form.onSubmit(async (values) => {
    try {
      const fileUrl = values.file
        ? await upload(values.file, (err) => showSaveError(form, err, uploadErrorFields('file')))
        : undefined;
      if (fileUrl === null) return;
      const name = values.name.trim();
      await save(() =>
        attachment && source.update
          ? source.update(attachment.id, { name, fileUrl })
          : source.create({ name, fileUrl: fileUrl! }),
      );
    } finally {
      finish();
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <NamedFileInput
          form={form}
          purpose={PURPOSE}
          label={attachment ? t('attachments.replaceFile') : labels.file}
          placeholder={t('attachments.filePlaceholder')}
          currentFile={attachment ? t('attachments.currentFile', { name: attachment.fileName }) : null}
          disabled={percent !== null}
        />
        <TextInput label={labels.name} required {...form.getInputProps('name')} />
        <UploadProgressBar
          percent={percent}
          label={t('attachments.progress')}
          text={t('attachments.uploading', { percent })}
        />
        <FormActions onCancel={close} submitting={form.submitting} />
      </Stack>
    </form>
  );
}
