// Add a document to a contract, or edit one (name, note, and optionally a new file that replaces
// the current one). The picker offers and checks what the purpose `contract-document` allows; the
// file is uploaded with a progress bar, then the document call names it. Problems the server finds
// with the file go under the file field, the rest next to their fields.
import { type ContractDocument, ContractDocumentCreateSchema } from '@fedra/contract/contracts';
import { Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import {
  checkFile,
  fileProblemText,
  NamedFileInput,
  UploadProgressBar,
  uploadErrorFields,
  useUpload,
} from '../../../platform/files';
import { FormActions, showSaveError, useFormSave, useGuardedClose, zodFieldErrors } from '../../../platform/forms';
import { CONTRACTS_KEY, type ContractZone, createContractDocument, updateContractDocument } from '../api';

const PURPOSE = 'contract-document';
const TEXT_FIELDS = ContractDocumentCreateSchema.pick({ name: true, note: true });

interface Values {
  name: string;
  note: string;
  file: File | null;
}

interface Props {
  zone: ContractZone;
  contractId: number;
  /** null: a new document. */
  document: ContractDocument | null;
  onClose: () => void;
}

export function DocumentFormModal({ zone, contractId, document, onClose }: Props) {
  const { t } = useTranslation('contracts');
  // A refused save is sent again with the file already uploaded.
  const { percent, upload, finish, abort } = useUpload(zone, PURPOSE);
  const labels = { name: t('document.name'), note: t('document.note'), file: t('document.file') };

  const form = useForm<Values>({
    initialValues: { name: document?.name ?? '', note: document?.note ?? '', file: null },
    validate: (values) => {
      const errors = zodFieldErrors(TEXT_FIELDS, { name: values.name, note: values.note || null }, labels);
      if (!values.file) {
        if (!document) errors.file = t('common:form.required', { label: labels.file });
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
  const save = useFormSave(form, {
    invalidate: CONTRACTS_KEY,
    onSaved: onClose,
    errors: { fieldMap: { linkUrl: 'file' } },
  });

  // The bar stays full while the document call runs, and goes when the form is usable again.
  const submit = form.onSubmit(async (values) => {
    try {
      const linkUrl = values.file
        ? await upload(values.file, (err) => showSaveError(form, err, uploadErrorFields('file')))
        : undefined;
      if (linkUrl === null) return;
      const text = { name: values.name.trim(), note: values.note.trim() || null };
      await save(() =>
        document
          ? updateContractDocument(document.id, { ...text, id: document.id, linkUrl })
          : createContractDocument(zone, { ...text, contractId, linkUrl: linkUrl! }),
      );
    } finally {
      finish();
    }
  });

  return (
    <Modal
      opened
      onClose={close}
      title={document ? t('document.editTitle') : t('document.newTitle')}
      size="md"
      closeOnClickOutside={percent === null}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <NamedFileInput
            form={form}
            purpose={PURPOSE}
            label={document ? t('document.replaceFile') : labels.file}
            placeholder={t('document.filePlaceholder')}
            currentFile={document ? t('document.currentFile', { name: document.fileName }) : null}
            disabled={percent !== null}
          />
          <TextInput label={labels.name} required {...form.getInputProps('name')} />
          <Textarea label={labels.note} rows={3} {...form.getInputProps('note')} />
          <UploadProgressBar
            percent={percent}
            label={t('document.progress')}
            text={t('document.uploading', { percent })}
          />
          <FormActions onCancel={close} submitting={form.submitting} />
        </Stack>
      </form>
    </Modal>
  );
}
