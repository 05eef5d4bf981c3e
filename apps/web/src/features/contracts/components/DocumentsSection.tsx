// A contract's documents: each downloads through its signed link; the actions the contract's links
// allow are offered (add in both zones, edit or replace the file and delete in the admin zone);
// deleting asks first.
import type { ContractDocument } from '@fedra/contract/contracts';
import { ActionIcon, Button, Card, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconDownload, IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resolveApiUrl } from '../../../platform/api/client';
import { formatDateTime } from '../../../platform/i18n/format';
import { deleteConfirmText, notifyDeleted, notifyError } from '../../../platform/notifications';
import { CONTRACTS_KEY, type ContractZone, contractDocumentsQuery, deleteContractDocument } from '../api';
import { DocumentFormModal } from './DocumentFormModal';

export interface DocumentActions {
  create: boolean;
  update: boolean;
  delete: boolean;
}

interface Props {
  zone: ContractZone;
  contractId: number;
  may: DocumentActions;
}

/** "12,3 kB" / "1,5 MB" in the UI language. */
export function formatFileSize(bytes: number, lang: string): string {
  const number = (n: number) => new Intl.NumberFormat(lang, { maximumFractionDigits: 1 }).format(n);
  if (bytes < 1024) return `${bytes} B`;
  return bytes < 1024 * 1024 ? `${number(bytes / 1024)} kB` : `${number(bytes / (1024 * 1024))} MB`;
}

export function DocumentsSection({ zone, contractId, may }: Props) {
  const { t, i18n } = useTranslation('contracts');
  const queryClient = useQueryClient();
  const documents = useQuery(contractDocumentsQuery(zone, contractId));
  // undefined: no form; null: a new document.
  const [editing, setEditing] = useState<ContractDocument | null | undefined>(undefined);
  const rows = documents.data?.data ?? [];

  const confirmDelete = (doc: ContractDocument) =>
    modals.openConfirmModal({
      title: t('document.deleteTitle'),
      children: deleteConfirmText(doc.name),
      labels: { confirm: t('common:delete'), cancel: t('common:cancel') },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        try {
          await deleteContractDocument(doc.id);
          notifyDeleted();
          await queryClient.invalidateQueries({ queryKey: CONTRACTS_KEY });
        } catch (err) {
          notifyError(err);
        }
      },
    });

  return (
    <Stack gap="sm" component="section" aria-labelledby="contract-documents">
      <Group justify="space-between" align="center">
        <Title order={2} size="h3" id="contract-documents">
          {t('document.title')}
        </Title>
        {may.create && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing(null)}>
            {t('document.add')}
          </Button>
        )}
      </Group>
      <Card withBorder p={0}>
        {documents.isPending ? (
          <Skeleton h={80} />
        ) : (
          <Table.ScrollContainer minWidth={600} type="native">
            <Table striped verticalSpacing="sm" aria-labelledby="contract-documents">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('document.name')}</Table.Th>
                  <Table.Th>{t('document.note')}</Table.Th>
                  <Table.Th>{t('document.created')}</Table.Th>
                  <Table.Th>{t('common:actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((doc) => (
                  <Table.Tr key={doc.id}>
                    <Table.Td>
                      <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                        {doc.name}
                      </Text>
                      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                        {doc.fileName} · {formatFileSize(doc.size, i18n.language)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                        {doc.note}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                        {formatDateTime(doc.createdDate)}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {doc.createdByName}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <ActionIcon
                          component="a"
                          href={resolveApiUrl(doc.linkUrl)}
                          download={doc.fileName}
                          variant="subtle"
                          aria-label={t('document.download', { name: doc.name })}
                          title={t('document.download', { name: doc.name })}
                        >
                          <IconDownload size={18} aria-hidden />
                        </ActionIcon>
                        {may.update && (
                          <ActionIcon
                            variant="subtle"
                            aria-label={t('document.edit', { name: doc.name })}
                            title={t('document.edit', { name: doc.name })}
                            onClick={() => setEditing(doc)}
                          >
                            <IconEdit size={18} aria-hidden />
                          </ActionIcon>
                        )}
                        {may.delete && (
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={t('document.delete', { name: doc.name })}
                            title={t('document.delete', { name: doc.name })}
                            onClick={() => confirmDelete(doc)}
                          >
                            <IconTrash size={18} aria-hidden />
                          </ActionIcon>
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {/* Outside the scrolling table, so that a phone shows it. */}
        {documents.isSuccess && rows.length === 0 && (
          <Text c="dimmed" ta="center" py="md">
            {t('document.empty')}
          </Text>
        )}
        {documents.isError && (
          <Text c="red.8" ta="center" py="md" role="alert">
            {t('document.loadError')}
          </Text>
        )}
      </Card>
      {editing !== undefined && (
        <DocumentFormModal
          zone={zone}
          contractId={contractId}
          document={editing}
          onClose={() => setEditing(undefined)}
        />
      )}
    </Stack>
  );
}
