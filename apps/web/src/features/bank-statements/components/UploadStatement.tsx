// Uploading a statement: the file picker (checked against the purpose's types and size), the
// upload's progress, then a spinner while the server reads and matches it; the server's verdict on
// the file (unknown format, broken XML, imported before) is shown under the field.
import type { BankStatementImport } from '@fedra/contract/bank-statements';
import { Button, Card, FileInput, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconFileUpload, IconUpload } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../platform/api/api-error';
import { acceptOf, checkFile, fileHint, fileProblemText, UploadProgressBar, useUpload } from '../../../platform/files';
import { notify, notifyError } from '../../../platform/notifications';
import { importStatement } from '../api';

const FILE_FIELDS = new Set(['file', 'name', 'contentType', 'size', 'purpose', 'uploadUrl']);

export function UploadStatement({ onImported }: { onImported: (s: BankStatementImport) => void }) {
  const { t } = useTranslation('bank-statements');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [matching, setMatching] = useState(false);
  const upload = useUpload('admin', 'bank-statement');
  const busy = matching || upload.percent !== null;

  const fail = (err: unknown) => {
    const messages = isApiError(err)
      ? (err.problem?.errors ?? []).filter((e) => e.field && FILE_FIELDS.has(e.field)).map((e) => e.message)
      : [];
    if (messages.length) setError([...new Set(messages)].join(' '));
    else notifyError(err);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setError(t('upload.required'));
      return;
    }
    const problem = checkFile(file, 'bank-statement');
    if (problem) {
      setError(fileProblemText(problem));
      return;
    }
    setError(null);
    const fileUrl = await upload.upload(file, fail);
    if (!fileUrl) {
      upload.finish();
      return;
    }
    setMatching(true);
    try {
      const answer = await importStatement({ file: fileUrl });
      const c = answer.data.counts;
      notify.success(
        t('upload.done', {
          count: answer.data.lineCount,
          matched: c.matched,
          open: c.partial + c.over + c.unmatched,
        }),
      );
      setFile(null);
      onImported(answer.data);
    } catch (err) {
      fail(err);
    } finally {
      setMatching(false);
      upload.finish();
    }
  };

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="statement-upload-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" id="statement-upload-title">
            {t('upload.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('upload.formats')}
          </Text>
          <FileInput
            label={t('upload.file')}
            description={fileHint('bank-statement')}
            placeholder={t('upload.pick')}
            // Mantine's placeholder grey is too faint on white (axe: colour contrast).
            styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
            accept={acceptOf('bank-statement')}
            value={file}
            onChange={(f) => {
              setFile(f);
              setError(null);
            }}
            error={error}
            clearable
            disabled={busy}
            leftSection={<IconFileUpload size={16} aria-hidden />}
            maw={520}
            required
          />
          <UploadProgressBar
            percent={matching ? null : upload.percent}
            label={t('upload.progress')}
            text={t('upload.uploading', { percent: upload.percent ?? 0 })}
          />
          {matching && (
            <Group gap="xs" role="status">
              <Loader size="sm" aria-hidden />
              <Text size="sm">{t('upload.matching')}</Text>
            </Group>
          )}
          <Group>
            <Button type="submit" leftSection={<IconUpload size={16} aria-hidden />} loading={busy}>
              {t('upload.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
