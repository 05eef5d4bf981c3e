// A contract's documents: each downloads through its signed link; the actions the contract's links
// allow are offered (add in both zones, edit or replace the file and delete in the admin zone);
// deleting asks first. A table on wider screens; on a phone one card per document, so that its
// actions are at hand without scrolling sideways.
import type { ContractDocument } from '@fedra/contract/contracts';
import { ActionIcon, Button, Card, Group, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDownload, IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resolveApiUrl } from '../../../platform/api/client';
import { confirmDelete, ListExportMenu } from '../../../platform/forms';
import { formatDateTime } from '../../../platform/i18n/format';
import {
  CONTRACTS_KEY,
  type ContractZone,
  contractDocumentsCall,
  contractDocumentsQuery,
  deleteContractDocument,
} from '../api';
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

function DocumentButtons({
  doc,
  may,
  onEdit,
  onDelete,
}: {
  doc: ContractDocument;
  may: DocumentActions;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('contracts');
  const named = (key: string) => {
    const label = t(key, { name: doc.name });
    return { 'aria-label': label, title: label };
  };
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        component="a"
        href={resolveApiUrl(doc.linkUrl)}
        download={doc.fileName}
        variant="subtle"
        size="lg"
        {...named('document.download')}
      >
        <IconDownload size={18} aria-hidden />
      </ActionIcon>
      {may.update && (
        <ActionIcon variant="subtle" size="lg" onClick={onEdit} {...named('document.edit')}>
          <IconEdit size={18} aria-hidden />
        </ActionIcon>
      )}
      {may.delete && (
        <ActionIcon variant="subtle" size="lg" color="red" onClick={onDelete} {...named('document.delete')}>
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      )}
    </Group>
  );
}

/** The parts of a document shown in a table row or a card: name with file name and size, note, created. */
function documentFacts(doc: ContractDocument, lang: string) {
  return {
    name: (
      <>
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {doc.name}
        </Text>
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {doc.fileName} · {formatFileSize(doc.size, lang)}
        </Text>
      </>
    ),
    note: doc.note && (
      <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {doc.note}
      </Text>
    ),
    created: (
      <Text size="xs" c="dimmed">
        {formatDateTime(doc.createdDate)}
        {doc.createdByName ? ` · ${doc.createdByName}` : ''}
      </Text>
    ),
  };
}

export function DocumentsSection({ zone, contractId, may }: Props) {
  const { t, i18n } = useTranslation('contracts');
  const queryClient = useQueryClient();
  const documents = useQuery(contractDocumentsQuery(zone, contractId));
  const phone = useMediaQuery('(max-width: 36em)');
  // undefined: no form; null: a new document.
  const [editing, setEditing] = useState<ContractDocument | null | undefined>(undefined);
  const rows = documents.data?.data ?? [];

  const askDelete = (doc: ContractDocument) =>
    confirmDelete({
      title: t('document.deleteTitle'),
      name: doc.name,
      remove: () => deleteContractDocument(doc.id),
      afterwards: () => queryClient.invalidateQueries({ queryKey: CONTRACTS_KEY }),
    });
  const buttons = (doc: ContractDocument) => (
    <DocumentButtons doc={doc} may={may} onEdit={() => setEditing(doc)} onDelete={() => askDelete(doc)} />
  );

  return (
    <Stack gap="sm" component="section" aria-labelledby="contract-documents">
      <Group justify="space-between" align="center">
        <Title order={2} size="h3" id="contract-documents">
          {t('document.title')}
        </Title>
        <Group gap="sm">
          {rows.length > 0 && (
            <ListExportMenu
              endpoint={contractDocumentsCall(zone)}
              params={{ contractId }}
              total={rows.length}
              fileName="contract-documents"
            />
          )}
          {may.create && (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing(null)}>
              {t('document.add')}
            </Button>
          )}
        </Group>
      </Group>
      {documents.isPending ? (
        <Skeleton h={80} />
      ) : phone ? (
        <Stack gap="xs" component="ul" aria-labelledby="contract-documents" p={0} m={0} style={{ listStyle: 'none' }}>
          {rows.map((doc) => {
            const facts = documentFacts(doc, i18n.language);
            return (
              <Paper component="li" withBorder p="sm" key={doc.id}>
                <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                  <Stack gap={4} style={{ minWidth: 0 }}>
                    {facts.name}
                    {facts.note}
                    {facts.created}
                  </Stack>
                  {buttons(doc)}
                </Group>
              </Paper>
            );
          })}
        </Stack>
      ) : (
        <Card withBorder p={0}>
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
              {rows.map((doc) => {
                const facts = documentFacts(doc, i18n.language);
                return (
                  <Table.Tr key={doc.id}>
                    <Table.Td>{facts.name}</Table.Td>
                    <Table.Td>{facts.note}</Table.Td>
                    <Table.Td>{facts.created}</Table.Td>
                    <Table.Td>{buttons(doc)}</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Card>
      )}
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
