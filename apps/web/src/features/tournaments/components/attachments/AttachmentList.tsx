// The attachments of a tournament or a league (spec 001 §3 Attachment; a league's are its
// tournament's): every zone that sees the owner lists and downloads them through their signed
// links; the office adds, edits (renames or replaces the file, where the owner's calls allow it)
// and deletes them (deleting asks first), as the owner's links allow. The owner's calls, links and
// texts come in `source`.
import type { EndpointDef } from '@fedra/contract/common/endpoint';
import type {
  TournamentAttachment,
  TournamentAttachmentCreate,
  TournamentAttachmentUpdate,
} from '@fedra/contract/tournaments';
import { ActionIcon, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconDownload, IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { type QueryKey, type UseQueryResult, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resolveApiUrl } from '../../../../platform/api/client';
import { confirmDelete, ListExportMenu } from '../../../../platform/forms';
import { formatDateTime } from '../../../../platform/i18n/format';
import { AttachmentFormModal } from './AttachmentFormModal';

/** What the attachment list needs of its owner. */
export interface AttachmentSource {
  /** The namespace holding the `attachments.*` texts. */
  ns: string;
  attachments: UseQueryResult<{ data: TournamentAttachment[] }>;
  /** The list call and its parameters, for the CSV/XLSX export. */
  exportAs: { endpoint: EndpointDef; params: Record<string, number>; fileName: string };
  may: { create: boolean; update: boolean; delete: boolean };
  /** The query key to read again after a change. */
  invalidate: QueryKey;
  create: (body: TournamentAttachmentCreate) => Promise<unknown>;
  /** Absent: the owner's attachments are added and deleted, never edited. */
  update?: (id: number, body: TournamentAttachmentUpdate) => Promise<unknown>;
  remove: (id: number) => Promise<unknown>;
}

function fileSize(bytes: number, lang: string): string {
  const number = (n: number) => new Intl.NumberFormat(lang, { maximumFractionDigits: 1 }).format(n);
  if (bytes < 1024) return `${bytes} B`;
  return bytes < 1024 * 1024 ? `${number(bytes / 1024)} kB` : `${number(bytes / (1024 * 1024))} MB`;
}

export function AttachmentList({ source }: { source: AttachmentSource }) {
  const { t, i18n } = useTranslation(source.ns);
  const queryClient = useQueryClient();
  const { attachments, may } = source;
  // undefined: no form; null: a new attachment.
  const [editing, setEditing] = useState<TournamentAttachment | null | undefined>(undefined);
  const rows = attachments.data?.data ?? [];
  const askDelete = (a: TournamentAttachment) =>
    confirmDelete({
      title: t('attachments.deleteTitle'),
      name: a.name,
      remove: () => source.remove(a.id),
      afterwards: () => queryClient.invalidateQueries({ queryKey: source.invalidate }),
    });
  const named = (key: string, a: TournamentAttachment) => {
    const label = t(key, { name: a.name });
    return { 'aria-label': label, title: label };
  };

  return (
    <Stack gap="sm">
      {(may.create || rows.length > 0) && (
        <Group justify="flex-end" gap="sm">
          {rows.length > 0 && (
            <ListExportMenu
              endpoint={source.exportAs.endpoint}
              params={source.exportAs.params}
              total={rows.length}
              fileName={source.exportAs.fileName}
            />
          )}
          {may.create && (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing(null)}>
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
                  {a.createdByName ? ` · ${a.createdByName}` : ''}
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
                {may.update && source.update && (
                  <ActionIcon
                    variant="subtle"
                    size="lg"
                    onClick={() => setEditing(a)}
                    {...named('attachments.edit', a)}
                  >
                    <IconEdit size={18} aria-hidden />
                  </ActionIcon>
                )}
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
      <AttachmentFormModal
        opened={editing !== undefined}
        source={source}
        attachment={editing ?? null}
        onClose={() => setEditing(undefined)}
      />
    </Stack>
  );
}
