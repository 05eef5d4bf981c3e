// A tournament's attachments (spec 001 §3 Attachment): every zone that sees the tournament lists
// and downloads them through their signed links; the office adds, edits (renames or replaces the
// file) and deletes them (deleting asks first), as the tournament's links allow.
import type { Link as ApiLink } from '@fedra/contract/common/envelope';
import type { TournamentAttachment } from '@fedra/contract/tournaments';
import { ActionIcon, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconDownload, IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasLinks } from '../../../../platform/access';
import { resolveApiUrl } from '../../../../platform/api/client';
import { confirmDelete, ListExportMenu } from '../../../../platform/forms';
import { formatDateTime } from '../../../../platform/i18n/format';
import {
  attachmentListCall,
  attachmentsQuery,
  deleteAttachment,
  TOURNAMENT_LINK,
  TOURNAMENTS_KEY,
  type TournamentZone,
} from '../../api';
import { AttachmentFormModal } from './AttachmentFormModal';

interface Props {
  tournamentId: number;
  zone: TournamentZone;
  /** The tournament's links: which attachment actions the caller may take. */
  links: ApiLink[];
}

function fileSize(bytes: number, lang: string): string {
  const number = (n: number) => new Intl.NumberFormat(lang, { maximumFractionDigits: 1 }).format(n);
  if (bytes < 1024) return `${bytes} B`;
  return bytes < 1024 * 1024 ? `${number(bytes / 1024)} kB` : `${number(bytes / (1024 * 1024))} MB`;
}

export default function AttachmentsTab({ tournamentId, zone, links }: Props) {
  const { t, i18n } = useTranslation('tournaments');
  const queryClient = useQueryClient();
  const attachments = useQuery(attachmentsQuery(zone, tournamentId));
  // undefined: no form; null: a new attachment.
  const [editing, setEditing] = useState<TournamentAttachment | null | undefined>(undefined);
  const may = {
    create: hasLinks(links, TOURNAMENT_LINK.attachmentCreate),
    update: hasLinks(links, TOURNAMENT_LINK.attachmentUpdate),
    delete: hasLinks(links, TOURNAMENT_LINK.attachmentDelete),
  };
  const rows = attachments.data?.data ?? [];
  const askDelete = (a: TournamentAttachment) =>
    confirmDelete({
      title: t('attachments.deleteTitle'),
      name: a.name,
      remove: () => deleteAttachment(a.id),
      afterwards: () => queryClient.invalidateQueries({ queryKey: TOURNAMENTS_KEY }),
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
              endpoint={attachmentListCall(zone)}
              params={{ tournamentId }}
              total={rows.length}
              fileName="tournament-attachments"
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
                {may.update && (
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
        tournamentId={tournamentId}
        attachment={editing ?? null}
        onClose={() => setEditing(undefined)}
      />
    </Stack>
  );
}
