// The file picker of a stored file that has a name (a contract document, a tournament attachment):
// it offers and checks what the purpose allows, and the name follows the first file picked until
// the user writes one. Editing, a new pick replaces the current file and is optional.
import type { FilePurpose } from '@fedra/contract/files';
import { FileInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconFileUpload } from '@tabler/icons-react';
import { acceptOf, fileHint } from './check';

interface FileAndName {
  file: File | null;
  name: string;
}

interface Props<V extends FileAndName> {
  form: UseFormReturnType<V>;
  purpose: FilePurpose;
  label: string;
  placeholder: string;
  /** Editing: the text naming the current file (the pick is then optional). */
  currentFile?: string | null;
  disabled: boolean;
}

export function NamedFileInput<V extends FileAndName>({
  form,
  purpose,
  label,
  placeholder,
  currentFile,
  disabled,
}: Props<V>) {
  // The picker touches only `file` and `name`, which every V has; the form's typed paths do not
  // resolve on a generic V, so it is addressed through those two fields.
  const fields = form as unknown as UseFormReturnType<FileAndName>;
  const hint = fileHint(purpose);
  return (
    <FileInput
      label={label}
      description={currentFile ? `${currentFile} ${hint}` : hint}
      placeholder={placeholder}
      required={!currentFile}
      clearable
      accept={acceptOf(purpose)}
      leftSection={<IconFileUpload size={16} aria-hidden />}
      disabled={disabled}
      {...fields.getInputProps('file')}
      onChange={(file) => {
        fields.setFieldValue('file', file);
        if (file && !fields.values.name.trim()) fields.setFieldValue('name', file.name.replace(/\.[^.]*$/, ''));
        // Checked when picked: a wrong file is refused before anything is sent.
        if (file) fields.validateField('file');
        else fields.clearFieldError('file');
      }}
    />
  );
}
