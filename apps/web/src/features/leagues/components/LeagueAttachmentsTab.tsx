// A league's attachments (spec 001 §3 Attachment): every zone that sees the league lists and
// downloads them through their signed links; the office adds (upload with progress) and deletes
// them (deleting asks first), as the league's links allow.
import type { Link as ApiLink } from '@fedra/contract/common/envelope';
import { type LeagueAttachment, LeagueAttachmentCreateSchema } from '@fedra/contract/leagues';
import { ActionIcon, Button, Group, Paper, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconDownload, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasLinks } from '../../../platform/access';
import { resolveApiUrl } from '../../../platform/api/client';
import {
  checkFile,
  fileProblemText,
  NamedFileInput,
  UploadProgressBar,
  uploadErrorFields,
  useUpload,
} from '../../../platform/files';
import {
  confirmDelete,
  FormActions,
  ListExportMenu,
  showSaveError,
  useFormSave,
  useGuardedClose,
  zodFieldErrors,
} from '../../../platform/forms';
import { formatDateTime } from '../../../platform/i18n/format';
import { KeptModal, type ModalCloser } from '../../tournaments/components/KeptModal';
import {
  attachmentListCall,
  createAttachment,
  deleteAttachment,
  LEAGUE_LINK,
  LEAGUES_KEY,
  type LeagueZone,
  leagueAttachmentsQuery,
} from '../api';

const PURPOSE = 'tournament-attachment';
const NAME_ONLY = LeagueAttachmentCreateSchema.pick({ name: true });

function fileSize(bytes: number, lang: string): string {
  const number = (n: number) => new Intl.NumberFormat(lang, { maximumFractionDigits: 1 }).format(n);
  if (bytes < 1024) return `${bytes} B`;
  return bytes < 1024 * 1024 ? `${number(bytes / 1024)} kB` : `${number(bytes / (1024 * 1024))} MB`;
}

interface Props {
  leagueId: number;
  zone: LeagueZone;
  /** The league's links: which attachment actions the caller may take. */
  links: ApiLink[];
}

export function LeagueAttachmentsTab({ leagueId, zone, links }: Props) {
  const { t, i18n } = useTranslation('leagues');
  const queryClient = useQueryClient();
  const attachments = useQuery(leagueAttachmentsQuery(zone, leagueId));
  const [adding, setAdding] = useState(false);
  const may = {
    create: hasLinks(links, LEAGUE_LINK.attachmentCreate),
    delete: hasLinks(links, LEAGUE_LINK.attachmentDelete),
  };
  const rows = attachments.data?.data ?? [];
  const askDelete = (a: LeagueAttachment) =>
    confirmDelete({
      title: t('attachments.deleteTitle'),
      name: a.name,
      remove: () => deleteAttachment(a.id),
      afterwards: () => queryClient.invalidateQueries({ queryKey: LEAGUES_KEY }),
    });
  const named = (key: string, a: LeagueAttachment) => {
    const label = t(key, { name: a.name });
    return { 'aria-label': label, title: label };
  };

  return (
    <Stack gap="sm">
      {(may.create || rows.length > 0) && (
        <Group justify="flex-end" gap="sm">
          {rows.length > 0 && (
            <ListExportMenu
              endpoint={attachmentListCall(zone)}
              params={{ leagueId }}
              total={rows.length}
              fileName="league-attachments"
            />
          )}
          {may.create && (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
              {t('attachments.add')}
            </Button>
          )}
        </Group>
      )}
      {attachments.isPending && <Skeleton h={80} />}
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('tabs.attachments')}>
        {rows.map((a) => (
          <Paper component="li" withBorder p="sm" key={a.id}>
            <Group justify="space-between" align="center" wrap="nowrap" gap="xs">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {a.name}
                </Text>
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {a.fileName} · {fileSize(a.size, i18n.language)} · {formatDateTime(a.createdDate)}
                </Text>
              </Stack>
              <Group gap={4} wrap="nowrap">
                <ActionIcon
                  component="a"
                  href={resolveApiUrl(a.attachmentUrl)}
                  download={a.fileName}
                  variant="subtle"
                  size="lg"
                  {...named('attachments.download', a)}
                >
                  <IconDownload size={18} aria-hidden />
                </ActionIcon>
                {may.delete && (
                  <ActionIcon
                    variant="subtle"
                    size="lg"
                    color="red"
                    onClick={() => askDelete(a)}
                    {...named('attachments.delete', a)}
                  >
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                )}
              </Group>
            </Group>
          </Paper>
        ))}
      </Stack>
      {attachments.isSuccess && rows.length === 0 && (
        <Text c="dimmed" ta="center" py="md">
          {t('attachments.empty')}
        </Text>
      )}
      {attachments.isError && (
        <Text c="red.8" ta="center" py="md" role="alert">
          {t('attachments.loadError')}
        </Text>
      )}
      <KeptModal
        opened={adding}
        onClose={() => setAdding(false)}
        closeButtonProps={{ 'aria-label': t('attachments.close') }}
        title={t('attachments.newTitle')}
        size="md"
      >
        {(closer) => <AttachmentForm leagueId={leagueId} onClose={() => setAdding(false)} closer={closer} />}
      </KeptModal>
    </Stack>
  );
}

function AttachmentForm({ leagueId, onClose, closer }: { leagueId: number; onClose: () => void; closer: ModalCloser }) {
  const { t } = useTranslation('leagues');
  const { percent, upload, finish, abort } = useUpload('admin', PURPOSE);
  const labels = { name: t('attachments.name'), file: t('attachments.file') };
  const form = useForm<{ name: string; file: File | null }>({
    initialValues: { name: '', file: null },
    validate: (values) => {
      const errors = zodFieldErrors(NAME_ONLY, { name: values.name }, labels);
      if (!values.file) errors.file = t('common:form.required', { label: labels.file });
      else {
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
  closer.current = close;
  const save = useFormSave(form, {
    invalidate: LEAGUES_KEY,
    onSaved: onClose,
    errors: { fieldMap: { fileUrl: 'file' } },
  });
  const submit = form.onSubmit(async (values) => {
    try {
      const fileUrl = await upload(values.file!, (err) => showSaveError(form, err, uploadErrorFields('file')));
      if (fileUrl === null) return;
      await save(() => createAttachment(leagueId, { name: values.name.trim(), fileUrl }));
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
          label={labels.file}
          placeholder={t('attachments.filePlaceholder')}
          currentFile={null}
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
