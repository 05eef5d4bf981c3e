// The documents browser (document/{path}, DOCUMENT): the folder named by the address, its
// breadcrumbs, its subfolders and its files (paged, sorted, filtered by name on the server). The
// admin zone's office creates and renames folders, uploads files, changes their visibility and
// deletes (asking first; a folder's dialog says how many files go with it). Other callers browse
// and download.
import type { DocumentFile, DocumentFolder } from '@fedra/contract/documents';
import {
  ActionIcon,
  Alert,
  Anchor,
  Breadcrumbs,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  IconDownload,
  IconEdit,
  IconFile,
  IconFolder,
  IconFolderPlus,
  IconTrash,
  IconUpload,
} from '@tabler/icons-react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { hasLinks } from '../../../platform/access';
import { isApiError } from '../../../platform/api/api-error';
import { call } from '../../../platform/api/client';
import { startDownload } from '../../../platform/files';
import { confirmDelete, type ListColumn, type ListFilter, ListView } from '../../../platform/forms';
import { formatDateTime } from '../../../platform/i18n/format';
import { notifyError } from '../../../platform/notifications';
import { usePageTitle } from '../../../platform/routing/page-title';
import { useCurrentZone, zoneHref } from '../../../platform/routing/zone';
import {
  DOCUMENT_ACTION,
  DOCUMENTS_KEY,
  type DocumentZone,
  deleteFile,
  deleteFolder,
  fileDownloadUrl,
  fileListCall,
  filesKey,
  folderQuery,
} from '../api';
import { FileFormModal } from '../components/FileFormModal';
import { FolderFormModal } from '../components/FolderFormModal';
import { VisibilityBadge } from '../components/VisibilityBadge';
import { formatFileSize } from '../format-size';

/** The address of a folder path in the zone: each name its own segment. */
export function folderHref(zone: DocumentZone, path: string): string {
  const names = path.split('/').filter(Boolean).map(encodeURIComponent);
  return zoneHref(zone, ['document', ...names].join('/'));
}

type Editing =
  | { kind: 'newFolder' }
  | { kind: 'renameFolder'; folder: DocumentFolder }
  | { kind: 'upload' }
  | { kind: 'editFile'; file: DocumentFile };

export default function DocumentsPage() {
  const { t, i18n } = useTranslation('documents');
  const current = useCurrentZone();
  const zone: DocumentZone = current === 'club' || current === 'personal' ? current : 'admin';
  const path = `/${(useParams()['*'] ?? '').split('/').filter(Boolean).join('/')}`;
  const queryClient = useQueryClient();
  // Another folder keeps this one's heading, breadcrumbs and lists shown (busy) until it arrives.
  const view = useQuery({ ...folderQuery(zone, path), placeholderData: keepPreviousData });
  const switching = view.isPlaceholderData;
  const phone = useMediaQuery('(max-width: 36em)');
  const [editing, setEditing] = useState<Editing | null>(null);
  const folder = view.data?.data.folder;
  usePageTitle(folder?.name || t('title'));

  if (isApiError(view.error) && view.error.status === 404) {
    return (
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <Alert color="yellow" role="alert">
          {t('notFound')}
        </Alert>
        <Anchor component={Link} to={folderHref(zone, '/')}>
          {t('backToTop')}
        </Anchor>
      </Stack>
    );
  }
  if (view.isError) {
    return (
      <Alert color="red" role="alert">
        {t('loadError')}
      </Alert>
    );
  }
  if (!view.data || !folder) return <Skeleton h={240} />;

  const { breadcrumbs, folders } = view.data.data;
  const links = view.data.links;
  const may = {
    folderCreate: hasLinks(links, DOCUMENT_ACTION.folderCreate),
    folderUpdate: hasLinks(links, DOCUMENT_ACTION.folderUpdate),
    folderDelete: hasLinks(links, DOCUMENT_ACTION.folderDelete),
    fileCreate: hasLinks(links, DOCUMENT_ACTION.fileCreate),
    fileUpdate: hasLinks(links, DOCUMENT_ACTION.fileUpdate),
    fileDelete: hasLinks(links, DOCUMENT_ACTION.fileDelete),
  };
  const refresh = () => queryClient.invalidateQueries({ queryKey: DOCUMENTS_KEY });
  const named = (key: string, name: string) => {
    const label = t(key, { name });
    return { 'aria-label': label, title: label };
  };

  const download = async (file: DocumentFile) => {
    try {
      const { data } = await fileDownloadUrl(zone, file.id);
      startDownload(data.url, data.name);
    } catch (err) {
      notifyError(err);
    }
  };
  const askDeleteFile = (file: DocumentFile) =>
    confirmDelete({
      title: t('deleteFile.title'),
      name: file.name,
      remove: () => deleteFile(file.id),
      afterwards: refresh,
    });
  const askDeleteFolder = (f: DocumentFolder) =>
    confirmDelete({
      title: t('deleteFolder.title'),
      name: f.name,
      note: t('deleteFolder.note', { count: f.fileCount }),
      noteEmphasis: true,
      remove: async () => {
        const { data } = await deleteFolder(f.id);
        return t('deleteFolder.done', { count: data.files });
      },
      afterwards: refresh,
    });

  const filters: ListFilter[] = [
    { kind: 'text', field: 'name', label: t('filter.name'), placeholder: t('filter.namePlaceholder') },
  ];
  // The files of this folder: the folder is a filter of the list, sent with each page and the export.
  const folderFilter: Record<string, string> =
    folder.id === null
      ? { 'fields[folderId][o]': 'valueNull' }
      : { 'fields[folderId][o]': 'valuesEqual', 'fields[folderId][v]': String(folder.id) };

  const nameColumn: ListColumn<DocumentFile> = {
    key: 'name',
    title: t('column.name'),
    sortField: 'name',
    render: (f) => (
      <Group gap="xs" wrap="nowrap">
        <IconFile size={18} aria-hidden style={{ flexShrink: 0 }} />
        <Anchor
          component="button"
          type="button"
          size="sm"
          ta="left"
          onClick={() => download(f)}
          style={{ overflowWrap: 'anywhere' }}
        >
          {f.name}
        </Anchor>
      </Group>
    ),
  };
  const sizeColumn: ListColumn<DocumentFile> = {
    key: 'size',
    title: t('column.size'),
    sortField: 'size',
    align: 'right',
    render: (f) => <span style={{ whiteSpace: 'nowrap' }}>{formatFileSize(f.size, i18n.language)}</span>,
  };
  const visibilityColumn: ListColumn<DocumentFile> = {
    key: 'visibility',
    title: t('column.visibility'),
    render: (f) => <VisibilityBadge visibility={f.visibility} />,
  };
  const editedColumn: ListColumn<DocumentFile> = {
    key: 'editedDate',
    title: t('column.edited'),
    sortField: 'editedDate',
    render: (f) => (
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {formatDateTime(f.editedDate ?? f.createdDate)}
      </Text>
    ),
  };
  const actionsColumn: ListColumn<DocumentFile> = {
    key: 'actions',
    title: t('column.actions'),
    render: (f) => (
      <Group gap={4} wrap="nowrap">
        <ActionIcon variant="subtle" size="lg" onClick={() => download(f)} {...named('action.download', f.name)}>
          <IconDownload size={18} aria-hidden />
        </ActionIcon>
        {may.fileUpdate && (
          <ActionIcon
            variant="subtle"
            size="lg"
            onClick={() => setEditing({ kind: 'editFile', file: f })}
            {...named('action.edit', f.name)}
          >
            <IconEdit size={18} aria-hidden />
          </ActionIcon>
        )}
        {may.fileDelete && (
          <ActionIcon
            variant="subtle"
            size="lg"
            color="red"
            onClick={() => askDeleteFile(f)}
            {...named('action.delete', f.name)}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        )}
      </Group>
    ),
  };
  // A phone shows the name with its facts under it, and the actions beside: nothing off screen.
  const nameWithFacts: ListColumn<DocumentFile> = {
    ...nameColumn,
    render: (f, i) => (
      <Stack gap={4}>
        {nameColumn.render!(f, i)}
        <Group gap={6}>
          <Text size="xs" c="dimmed">
            {formatFileSize(f.size, i18n.language)} · {formatDateTime(f.editedDate ?? f.createdDate)}
          </Text>
          <VisibilityBadge visibility={f.visibility} />
        </Group>
      </Stack>
    ),
  };

  return (
    <Stack gap="md" aria-busy={switching || undefined}>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          {breadcrumbs.length > 1 && (
            <nav aria-label={t('breadcrumbs')}>
              <Breadcrumbs separatorMargin={4} styles={{ root: { flexWrap: 'wrap', rowGap: 4 } }}>
                {breadcrumbs.map((crumb, i) =>
                  i === breadcrumbs.length - 1 ? (
                    <Text key={crumb.path} size="sm" aria-current="page" style={{ overflowWrap: 'anywhere' }}>
                      {crumb.name || t('top')}
                    </Text>
                  ) : (
                    <Anchor key={crumb.path} component={Link} to={folderHref(zone, crumb.path)} size="sm">
                      {crumb.name || t('top')}
                    </Anchor>
                  ),
                )}
              </Breadcrumbs>
            </nav>
          )}
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {folder.name || t('title')}
          </Title>
        </Stack>
        <Group gap="sm">
          {may.folderCreate && (
            <Button
              variant="default"
              leftSection={<IconFolderPlus size={16} aria-hidden />}
              onClick={() => setEditing({ kind: 'newFolder' })}
            >
              {t('action.newFolder')}
            </Button>
          )}
          {may.fileCreate && (
            <Button leftSection={<IconUpload size={16} aria-hidden />} onClick={() => setEditing({ kind: 'upload' })}>
              {t('action.upload')}
            </Button>
          )}
        </Group>
      </Group>

      {folders.length > 0 && (
        <Stack gap="xs" component="section" aria-labelledby="document-folders">
          <Title order={2} size="h4" id="document-folders">
            {t('folders')}
          </Title>
          <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {folders.map((f) => (
              <Paper component="li" withBorder px="sm" py={6} key={f.id}>
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                    <IconFolder size={20} aria-hidden color="var(--mantine-color-yellow-7)" style={{ flexShrink: 0 }} />
                    <Stack gap={0} style={{ minWidth: 0 }}>
                      <Anchor
                        component={Link}
                        to={folderHref(zone, f.path)}
                        fw={600}
                        style={{ overflowWrap: 'anywhere' }}
                      >
                        {f.name}
                      </Anchor>
                      <Text size="xs" c="dimmed">
                        {/* "Prázdná složka" only when it holds nothing at all: else its subfolders say it. */}
                        {[
                          f.fileCount > 0 || f.folderCount === 0 ? t('folderFacts', { count: f.fileCount }) : '',
                          t('subfolders', { count: f.folderCount }),
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                      </Text>
                    </Stack>
                  </Group>
                  <Group gap={4} wrap="nowrap">
                    {may.folderUpdate && (
                      <ActionIcon
                        variant="subtle"
                        size="lg"
                        onClick={() => setEditing({ kind: 'renameFolder', folder: f })}
                        {...named('action.rename', f.name)}
                      >
                        <IconEdit size={18} aria-hidden />
                      </ActionIcon>
                    )}
                    {may.folderDelete && (
                      <ActionIcon
                        variant="subtle"
                        size="lg"
                        color="red"
                        onClick={() => askDeleteFolder(f)}
                        {...named('action.delete', f.name)}
                      >
                        <IconTrash size={18} aria-hidden />
                      </ActionIcon>
                    )}
                  </Group>
                </Group>
              </Paper>
            ))}
          </Stack>
        </Stack>
      )}

      <Stack gap="xs" component="section" aria-labelledby="document-files">
        <Title order={2} size="h4" id="document-files">
          {t('files')}
        </Title>
        <ListView<DocumentFile>
          queryKey={[...filesKey(zone), folder.id]}
          load={(query, signal) => call(fileListCall(zone), { query, signal })}
          params={folderFilter}
          exportEndpoint={fileListCall(zone)}
          caption={t('files')}
          defaultSort="name"
          syncToUrl
          filters={filters}
          emptyText={folders.length ? t('noFiles') : t('emptyFolder')}
          emptyFilteredText={t('noFilesFiltered')}
          minTableWidth={phone ? 300 : zone === 'admin' ? 720 : 560}
          columns={
            phone
              ? [nameWithFacts, actionsColumn]
              : [nameColumn, sizeColumn, visibilityColumn, editedColumn, actionsColumn]
          }
        />
      </Stack>

      {editing?.kind === 'newFolder' && (
        <FolderFormModal parent={{ id: folder.id, path: folder.path }} folder={null} onClose={() => setEditing(null)} />
      )}
      {editing?.kind === 'renameFolder' && (
        <FolderFormModal
          parent={{ id: folder.id, path: folder.path }}
          folder={editing.folder}
          onClose={() => setEditing(null)}
        />
      )}
      {editing?.kind === 'upload' && (
        <FileFormModal folderId={folder.id} file={null} onClose={() => setEditing(null)} />
      )}
      {editing?.kind === 'editFile' && (
        <FileFormModal folderId={folder.id} file={editing.file} onClose={() => setEditing(null)} />
      )}
    </Stack>
  );
}
