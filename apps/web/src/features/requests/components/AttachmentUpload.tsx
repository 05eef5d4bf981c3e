// Attaching a file to a request (issue 30 §4): picked, checked against the purpose's limits,
// uploaded with progress and attached; the request's data reload. The office and the clubs.
import { Button, FileInput, Group, Stack } from '@mantine/core';
import { IconPaperclip, IconUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { acceptOf, checkFile, fileHint, fileProblemText, UploadProgressBar, useUpload } from '../../../platform/files';
import { notify, notifyError } from '../../../platform/notifications';
import { addRequestAttachment, REQUESTS_KEY } from '../api';

const PURPOSE = 'request-attachment';

export function AttachmentUpload({ zone, id }: { zone: 'admin' | 'club'; id: number }) {
  const { t } = useTranslation('requests');
  const queryClient = useQueryClient();
  const { percent, upload, finish } = useUpload(zone, PURPOSE);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);

  const attach = async () => {
    if (!file) {
      setError(t('attachments.required'));
      return;
    }
    const problem = checkFile(file, PURPOSE);
    if (problem) {
      setError(fileProblemText(problem));
      return;
    }
    try {
      const fileUrl = await upload(file, notifyError);
      if (!fileUrl) return;
      await addRequestAttachment(zone, id, { fileUrl });
      await queryClient.invalidateQueries({ queryKey: REQUESTS_KEY });
      notify.success(t('attachments.added', { name: file.name }));
      setFile(null);
      setError(null);
    } catch (err) {
      notifyError(err);
    } finally {
      finish();
    }
  };

  return (
    <Stack gap="xs">
      <Group gap="xs" align="flex-end" wrap="wrap">
        <FileInput
          label={t('attachments.new')}
          description={fileHint(PURPOSE)}
          accept={acceptOf(PURPOSE)}
          leftSection={<IconPaperclip size={16} aria-hidden />}
          value={file}
          error={error}
          onChange={(f) => {
            setFile(f);
            setError(null);
          }}
          disabled={percent !== null}
          style={{ flex: '1 1 220px' }}
        />
        <Button
          variant="default"
          leftSection={<IconUpload size={16} aria-hidden />}
          loading={percent !== null}
          onClick={() => void attach()}
        >
          {t('attachments.attach')}
        </Button>
      </Group>
      <UploadProgressBar
        percent={percent}
        label={t('attachments.uploading')}
        text={t('attachments.progress', { percent: percent ?? 0 })}
      />
    </Stack>
  );
}
