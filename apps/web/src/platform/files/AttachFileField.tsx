// A file attached to a record in one step (a request's papers, a disciplinary case's documents):
// picked, checked against the purpose's limits, uploaded with progress and handed to `attach` with
// its file URL; the field empties when done. The texts are the caller's (its feature's namespace).
import type { FilePurpose } from '@fedra/contract/files';
import { Button, FileInput, Group, Stack } from '@mantine/core';
import { IconPaperclip, IconUpload } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { notify, notifyError } from '../notifications';
import { acceptOf, checkFile, fileHint, fileProblemText } from './check';
import type { UploadZone } from './upload';
import { UploadProgressBar, useUpload } from './use-upload';

export interface AttachFileTexts {
  label: string;
  button: string;
  required: string;
  uploading: string;
  progress: (percent: number) => string;
  added: (name: string) => string;
}

interface Props {
  zone: UploadZone;
  purpose: FilePurpose;
  /** Attaches the uploaded file to the record (and refreshes what shows it). */
  attach: (fileUrl: string) => Promise<unknown>;
  texts: AttachFileTexts;
}

export function AttachFileField({ zone, purpose, attach, texts }: Props) {
  const { percent, upload, finish } = useUpload(zone, purpose);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const picker = useRef<HTMLButtonElement>(null);
  // A refusal puts the focus on the picker, where its message is read, as a refused form does.
  const refuse = (message: string) => {
    setError(message);
    picker.current?.focus();
  };

  const send = async () => {
    if (!file) {
      refuse(texts.required);
      return;
    }
    const problem = checkFile(file, purpose);
    if (problem) {
      refuse(fileProblemText(problem));
      return;
    }
    try {
      const fileUrl = await upload(file, notifyError);
      if (!fileUrl) return;
      await attach(fileUrl);
      notify.success(texts.added(file.name));
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
          ref={picker}
          label={texts.label}
          description={fileHint(purpose)}
          accept={acceptOf(purpose)}
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
          onClick={() => void send()}
        >
          {texts.button}
        </Button>
      </Group>
      <UploadProgressBar percent={percent} label={texts.uploading} text={texts.progress(percent ?? 0)} />
    </Stack>
  );
}
