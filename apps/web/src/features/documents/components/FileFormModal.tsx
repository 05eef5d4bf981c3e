// Upload a file into the current folder, or edit one (its name and visibility). The picker offers
// and checks what the purpose `document` allows; the upload shows its progress; the name follows the
// picked file until the user writes one. A public or unlisted file shows its link to copy.
import { DOCUMENT_VISIBILITIES, type DocumentFile, type DocumentVisibility } from '@fedra/contract/documents';
import { FileInput, Modal, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconFileUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  acceptOf,
  checkFile,
  fileHint,
  fileProblemText,
  UploadProgressBar,
  uploadErrorFields,
  useUpload,
} from '../../../platform/files';
import { FormActions, showSaveError, useFormSave, useGuardedClose } from '../../../platform/forms';
import { createFile, DOCUMENTS_KEY, updateFile } from '../api';
import { documentNameError } from '../document-names';
import { DocumentLink } from './DocumentLink';

const PURPOSE = 'document';

interface Values {
  name: string;
  visibility: DocumentVisibility;
  file: File | null;
}

interface Props {
  /** The folder a new file goes into (null: the top). */
  folderId: number | null;
  /** A file to edit; null: an upload. */
  file: DocumentFile | null;
  onClose: () => void;
}

export function FileFormModal({ folderId, file, onClose }: Props) {
  const { t } = useTranslation('documents');
  // A refused create (a name taken) is sent again with the file already uploaded.
  const { percent, upload, finish, abort } = useUpload('admin', PURPOSE);

  const form = useForm<Values>({
    initialValues: { name: file?.name ?? '', visibility: file?.visibility ?? 'private', file: null },
    validate: {
      name: (value) => documentNameError(value, 'file'),
      file: (value) => {
        if (file) return null;
        if (!value) return t('common:form.required', { label: t('fileForm.file') });
        const problem = checkFile(value, PURPOSE);
        return problem ? fileProblemText(problem) : null;
      },
    },
  });
  const close = useGuardedClose(form.isDirty(), () => {
    abort();
    onClose();
  });
  const save = useFormSave(form, {
    invalidate: DOCUMENTS_KEY,
    onSaved: onClose,
    errors: { fieldMap: { fileUrl: 'file' } },
  });

  // The bar stays full while the create call runs, and goes when the form is usable again.
  const submit = form.onSubmit(async (values) => {
    try {
      if (file) {
        await save(() => updateFile(file.id, { name: values.name, visibility: values.visibility }));
        return;
      }
      const fileUrl = await upload(values.file!, (err) => showSaveError(form, err, uploadErrorFields('file')));
      if (fileUrl === null) return;
      await save(() => createFile({ folderId, name: values.name, fileUrl, visibility: values.visibility }));
    } finally {
      finish();
    }
  });

  // The link of the file as saved: a change of visibility makes or revokes it on saving.
  const savedLink =
    file && form.values.visibility === file.visibility
      ? file.visibility === 'public'
        ? file.publicUrl
        : file.shareUrl
      : null;

  return (
    <Modal
      opened
      onClose={close}
      title={file ? t('fileForm.editTitle') : t('fileForm.uploadTitle')}
      closeOnClickOutside={percent === null}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          {!file && (
            <FileInput
              label={t('fileForm.file')}
              description={fileHint(PURPOSE)}
              placeholder={t('fileForm.filePlaceholder')}
              required
              clearable
              accept={acceptOf(PURPOSE)}
              leftSection={<IconFileUpload size={16} aria-hidden />}
              disabled={percent !== null}
              {...form.getInputProps('file')}
              onChange={(picked) => {
                form.setFieldValue('file', picked);
                // The name follows the first file picked, until the user writes one.
                if (picked && !form.values.name.trim()) form.setFieldValue('name', picked.name);
                // Checked when picked: a wrong file is refused before anything is sent.
                if (picked) form.validateField('file');
                else form.clearFieldError('file');
              }}
            />
          )}
          <TextInput label={t('fileForm.name')} required maxLength={300} {...form.getInputProps('name')} />
          <Radio.Group label={t('visibility.label')} required {...form.getInputProps('visibility')}>
            <Stack gap="xs" mt={4}>
              {DOCUMENT_VISIBILITIES.map((v) => (
                <Radio key={v} value={v} label={t(`visibility.${v}`)} description={t(`visibility.${v}Hint`)} />
              ))}
            </Stack>
          </Radio.Group>
          {file &&
            form.values.visibility !== 'private' &&
            (savedLink ? (
              <DocumentLink
                path={savedLink}
                label={form.values.visibility === 'public' ? t('fileForm.publicLink') : t('fileForm.shareLink')}
              />
            ) : (
              <Text size="sm" c="dimmed">
                {t('fileForm.linkAfterSave')}
              </Text>
            ))}
          <UploadProgressBar
            percent={percent}
            label={t('fileForm.progress')}
            text={t('fileForm.uploading', { percent })}
          />
          <FormActions onCancel={close} submitting={form.submitting} />
        </Stack>
      </form>
    </Modal>
  );
}
