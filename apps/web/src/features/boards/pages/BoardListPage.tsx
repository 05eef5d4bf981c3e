// The list of boards (board/list, BOARD__LIST): filters, sort, paging in SQL; add, edit, delete.
import type { Board } from '@fedra/contract/boards';
import { ActionIcon, Anchor, Badge, Button, Group, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCanAction } from '../../../platform/access';
import { ListView } from '../../../platform/forms';
import { formatDateRange } from '../../../platform/i18n/format';
import { deleteConfirmText, notifyDeleted, notifyError } from '../../../platform/notifications';
import { usePageTitle } from '../../../platform/routing/page-title';
import { BOARDS_KEY, boardListCall, deleteBoard, loadBoards } from '../api';
import { BoardFormModal } from '../components/BoardFormModal';

export default function BoardListPage() {
  const { t } = useTranslation('boards');
  usePageTitle(t('list.title'));
  const queryClient = useQueryClient();
  const may = useCanAction();
  const [editing, setEditing] = useState<Board | null | undefined>(undefined);

  const confirmDelete = (board: Board) =>
    modals.openConfirmModal({
      title: t('list.deleteTitle'),
      children: deleteConfirmText(board.name),
      labels: { confirm: t('common:delete'), cancel: t('common:cancel') },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        try {
          await deleteBoard(board.id);
          await queryClient.invalidateQueries({ queryKey: BOARDS_KEY });
          notifyDeleted();
        } catch (err) {
          notifyError(err);
        }
      },
    });

  return (
    <>
      <Title order={1} mb="md">
        {t('list.title')}
      </Title>
      <ListView<Board>
        queryKey={BOARDS_KEY}
        load={loadBoards}
        caption={t('list.title')}
        exportEndpoint={boardListCall}
        defaultSort="priority,name"
        syncToUrl
        filters={[
          { kind: 'text', field: 'name', label: t('field.name') },
          { kind: 'boolean', field: 'isActive', label: t('field.isActive') },
          { kind: 'boolean', field: 'isExecutive', label: t('field.isExecutive') },
          { kind: 'dateRange', field: 'validFrom', label: t('field.validFrom') },
        ]}
        toolbar={
          may('board.create') && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing(null)}>
              {t('list.add')}
            </Button>
          )
        }
        columns={[
          {
            key: 'name',
            title: t('field.name'),
            sortField: 'name',
            render: (b) => (
              <Anchor component={Link} to={`/zone/admin/board/detail/${b.id}`}>
                {b.name}
              </Anchor>
            ),
          },
          { key: 'priority', title: t('field.priority'), sortField: 'priority', align: 'right' },
          {
            key: 'isExecutive',
            title: t('field.isExecutive'),
            render: (b) => (b.isExecutive ? t('common:yes') : t('common:no')),
          },
          {
            key: 'validity',
            title: t('field.validity'),
            sortField: 'validFrom',
            render: (b) => formatDateRange(b.validFrom, b.validTill),
          },
          {
            key: 'isActive',
            title: t('field.isActive'),
            render: (b) => (
              <Badge color={b.isActive ? 'green' : 'gray'}>
                {b.isActive ? t('state.active') : t('state.inactive')}
              </Badge>
            ),
          },
          { key: 'memberCount', title: t('field.memberCount'), align: 'right' },
          {
            key: 'actions',
            title: t('common:actions'),
            render: (b) => (
              <Group gap={4} wrap="nowrap">
                {may('board.update') && (
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('list.edit', { name: b.name })}
                    onClick={() => setEditing(b)}
                  >
                    <IconEdit size={18} />
                  </ActionIcon>
                )}
                {may('board.delete') && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('list.delete', { name: b.name })}
                    onClick={() => confirmDelete(b)}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                )}
              </Group>
            ),
          },
        ]}
      />
      {editing !== undefined && <BoardFormModal board={editing} opened onClose={() => setEditing(undefined)} />}
    </>
  );
}
