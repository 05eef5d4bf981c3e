// Create a folder inside the current one, or rename one. The name is checked as the server checks
// it (the reason next to the field); a name the folder already has comes back from the server and
// goes next to the field too.
import type { DocumentFolder } from '@fedra/contract/documents';
import { Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { FormActions, useFormSave, useGuardedClose } from '../../../platform/forms';
import { createFolder, DOCUMENTS_KEY, renameFolder } from '../api';
import { documentNameError } from '../document-names';

interface Props {
  /** The folder the new one goes into (null: the top), with its path for the title. */
  parent: { id: number | null; path: string };
  /** A folder to rename; null: a new folder. */
  folder: DocumentFolder | null;
  onClose: () => void;
}

export function FolderFormModal({ parent, folder, onClose }: Props) {
  const { t } = useTranslation('documents');
  const form = useForm({
    initialValues: { name: folder?.name ?? '' },
    validate: { name: (value) => documentNameError(value, 'folder') },
  });
  const close = useGuardedClose(form.isDirty(), onClose);
  const save = useFormSave(form, { invalidate: DOCUMENTS_KEY, onSaved: onClose });
  // Sent trimmed either way (the rule reads the name trimmed too).
  const submit = form.onSubmit((values) => {
    const name = values.name.trim();
    return save(() => (folder ? renameFolder(folder.id, name) : createFolder({ parentId: parent.id, name })));
  });

  return (
    <Modal opened onClose={close} title={folder ? t('folderForm.renameTitle') : t('folderForm.newTitle')}>
      <form onSubmit={submit} noValidate>
        <Stack>
          {!folder && (
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {t('folderForm.inside', { path: parent.path })}
            </Text>
          )}
          <TextInput
            label={t('folderForm.name')}
            required
            data-autofocus
            maxLength={150}
            {...form.getInputProps('name')}
          />
          <FormActions onCancel={close} submitting={form.submitting} />
        </Stack>
      </form>
    </Modal>
  );
}
