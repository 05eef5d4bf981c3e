// One stored file of the tournament form (proposition, poster, main image): the current one with a
// "remove" box, a picker checked against the purpose's limits, and the upload's progress bar.
import type { FilePurpose } from '@fedra/contract/files';
import { Anchor, Checkbox, FileInput, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconFileUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { resolveApiUrl } from '../../../platform/api/client';
import { acceptOf, fileHint, UploadProgressBar } from '../../../platform/files';
import type { TournamentFormValues } from '../tournament-form';

type FileKey = 'propositionFile' | 'posterFile' | 'mainImageFile';
type RemoveKey = 'removePropositionFile' | 'removePoster' | 'removeMainImage';

interface Props {
  form: UseFormReturnType<TournamentFormValues>;
  field: FileKey;
  remove: RemoveKey;
  purpose: FilePurpose;
  label: string;
  /** The stored file: its signed URL and name. */
  current: { url: string | null; name: string | null };
  percent: number | null;
}

export function TournamentFileField({ form, field, remove, purpose, label, current, percent }: Props) {
  const { t } = useTranslation('tournaments');
  return (
    <Stack gap={4}>
      <FileInput
        label={label}
        description={fileHint(purpose)}
        clearable
        accept={acceptOf(purpose)}
        leftSection={<IconFileUpload size={16} aria-hidden />}
        disabled={percent !== null}
        {...form.getInputProps(field)}
        onChange={(file) => {
          form.setFieldValue(field, file);
          if (file) form.validateField(field);
          else form.clearFieldError(field);
        }}
      />
      {current.url && (
        <>
          <Anchor href={resolveApiUrl(current.url)} target="_blank" rel="noopener" size="sm">
            {t('form.currentFile', { name: current.name })}
          </Anchor>
          <Checkbox label={t('form.removeFile')} {...form.getInputProps(remove, { type: 'checkbox' })} />
        </>
      )}
      <UploadProgressBar percent={percent} label={t('form.progress')} text={t('form.uploading', { percent })} />
    </Stack>
  );
}
