// Upload a file into the current folder, or edit one (its name and visibility). The picker offers
// and checks what the purpose `document` allows; the upload shows its progress; the name follows the
// picked file until the user writes one. A public or unlisted file shows its link to copy.
import { DOCUMENT_VISIBILITIES, type DocumentFile, type DocumentVisibility } from '@fedra/contract/documents';
import { FileInput, Modal, Progress, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconFileUpload } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { acceptOf, checkFile, fileHint, fileProblemText, uploadFile } from '../../../platform/files';
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

/** Problems of the upload itself all concern the picked file (its name, type, size). */
const UPLOAD_FIELDS = {
  fieldMap: { name: 'file', contentType: 'file', size: 'file', purpose: 'file', uploadUrl: 'file' },
};

const isAbort = (err: unknown) => err instanceof DOMException && err.name === 'AbortError';

export function FileFormModal({ folderId, file, onClose }: Props) {
  const { t } = useTranslation('documents');
  const [percent, setPercent] = useState<number | null>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

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
    abort.current?.abort();
    onClose();
  });
  const save = useFormSave(form, {
    invalidate: DOCUMENTS_KEY,
    onSaved: onClose,
    errors: { fieldMap: { fileUrl: 'file' } },
  });

  /** The file's URL for the create call; null when the upload failed (already shown) or was stopped. */
  const upload = async (picked: File): Promise<string | null> => {
    abort.current = new AbortController();
    setPercent(0);
    try {
      const uploaded = await uploadFile(picked, {
        zone: 'admin',
        purpose: PURPOSE,
        signal: abort.current.signal,
        onProgress: ({ loaded, total }) => setPercent(total ? Math.min(100, Math.round((100 * loaded) / total)) : 0),
      });
      return uploaded.fileUrl;
    } catch (err) {
      if (!isAbort(err)) showSaveError(form, err, UPLOAD_FIELDS);
      return null;
    }
  };

  // The bar stays full while the create call runs, and goes when the form is usable again.
  const submit = form.onSubmit(async (values) => {
    try {
      if (file) {
        await save(() => updateFile(file.id, { name: values.name, visibility: values.visibility }));
        return;
      }
      const fileUrl = await upload(values.file!);
      if (fileUrl === null) return;
      await save(() => createFile({ folderId, name: values.name, fileUrl, visibility: values.visibility }));
    } finally {
      setPercent(null);
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
      closeButtonProps={{ 'aria-label': t('action.close') }}
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
          {percent !== null && (
            <Stack gap={4}>
              <Progress value={percent} size="lg" aria-label={t('fileForm.progress')} />
              <Text size="sm" role="status">
                {t('fileForm.uploading', { percent })}
              </Text>
            </Stack>
          )}
          <FormActions onCancel={close} submitting={form.submitting} />
        </Stack>
      </form>
    </Modal>
  );
}
