// A board with its members (board/detail/{id}): add, edit and end members (person roles). On a
// phone each member is a card, as in the lists.
import type { BoardMember } from '@fedra/contract/boards';
import { Anchor, Avatar, Badge, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCanAction } from '../../../platform/access';
import { ListExportMenu } from '../../../platform/forms';
import { formatDateRange } from '../../../platform/i18n/format';
import { todayInPrague } from '../../../platform/i18n/today';
import { notifyError, notifySaved } from '../../../platform/notifications';
import { useIdParam } from '../../../platform/routing/id-param';
import { usePageTitle } from '../../../platform/routing/page-title';
import { useSession } from '../../../platform/session/session';
import { recordGate } from '../../../platform/ui/record-gate';
import { type SimpleColumn, SimpleTable } from '../../../platform/ui/SimpleTable';
import { BOARDS_KEY, boardMembersCall, boardMembersQuery, boardQuery, updateMember } from '../api';
import { MemberFormModal } from '../components/MemberFormModal';

export default function BoardDetailPage() {
  const { t, i18n } = useTranslation('boards');
  const { id, valid } = useIdParam();
  const board = useQuery({ ...boardQuery(id), enabled: valid });
  const members = useQuery({ ...boardMembersQuery(id), enabled: valid });
  const { codebook } = useSession();
  const may = useCanAction();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<BoardMember | null | undefined>(undefined);
  usePageTitle(board.data?.data.name ?? t('detail.title'));
  const lang = i18n.language === 'en' ? 'en' : 'cs';

  const gate = recordGate(board, { valid, loadError: t('detail.loadError'), height: 200 });
  if (gate || !board.data) return gate;
  const b = board.data.data;
  const canWrite = may('person.role.update');

  const end = async (m: BoardMember) => {
    // The federation's day (the server's), not the browser's UTC date.
    const today = todayInPrague();
    try {
      await updateMember(m.id, {
        id: m.id,
        personId: m.personId,
        typeId: m.typeId,
        boardId: id,
        approvalStateId: m.approvalStateId,
        validFrom: m.validFrom,
        validTill: today < m.validFrom ? m.validFrom : today,
        title: m.title,
        note: m.note,
        levelId: m.levelId,
        roleLevel: m.roleLevel,
      });
      await queryClient.invalidateQueries({ queryKey: BOARDS_KEY });
      notifySaved();
    } catch (err) {
      notifyError(err);
    }
  };

  const columns: SimpleColumn<BoardMember>[] = [
    {
      title: t('member.name'),
      render: (m) => (
        <Group gap="sm" wrap="nowrap">
          <Avatar src={m.photoUrl} alt="" radius="xl" size="sm">
            {m.firstName.charAt(0)}
            {m.lastName.charAt(0)}
          </Avatar>
          <div>
            <Text size="sm" fw={500}>
              {m.firstName} {m.lastName}
            </Text>
            <Text size="xs" c="dimmed">
              {m.registrationNumber}
            </Text>
          </div>
        </Group>
      ),
    },
    { title: t('member.title'), render: (m) => m.title },
    {
      title: t('member.contact'),
      render: (m) =>
        (m.email || m.phone) && (
          <>
            <Text size="sm">{m.email}</Text>
            <Text size="sm">{m.phone}</Text>
          </>
        ),
    },
    {
      title: t('field.validity'),
      render: (m) => (
        <>
          {formatDateRange(m.validFrom, m.validTill)} {!m.isActive && <Badge color="gray">{t('state.ended')}</Badge>}
        </>
      ),
    },
    {
      title: t('member.approvalState'),
      render: (m) => {
        const state = codebook?.approvalStates[String(m.approvalStateId)];
        return (
          state && (
            <Badge color={String(state.color)} variant="light">
              {state.name[lang]}
            </Badge>
          )
        );
      },
    },
  ];
  if (canWrite)
    columns.push({
      title: t('common:actions'),
      render: (m) => (
        <Group gap={4} wrap="nowrap">
          <Button size="compact-sm" variant="subtle" onClick={() => setEditing(m)}>
            {t('common:edit')}
          </Button>
          {m.isActive && (
            <Button size="compact-sm" variant="subtle" color="orange" onClick={() => void end(m)}>
              {t('member.end')}
            </Button>
          )}
        </Group>
      ),
    });

  return (
    <Stack>
      <Anchor component={Link} to="/zone/admin/board/list" size="sm">
        ← {t('list.title')}
      </Anchor>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{b.name}</Title>
          <Text c="dimmed">
            {formatDateRange(b.validFrom, b.validTill)} ·{' '}
            {b.isExecutive ? t('field.isExecutive') : t('detail.notExecutive')} · {t('field.priority')} {b.priority}
          </Text>
        </div>
        <Group gap="sm">
          <ListExportMenu
            endpoint={boardMembersCall}
            params={{ id }}
            total={members.data?.total}
            fileName="board-members"
          />
          {may('person.role.create') && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing(null)}>
              {t('member.add')}
            </Button>
          )}
        </Group>
      </Group>
      <Title order={2} size="h4">
        {t('detail.members')}
      </Title>
      {members.data ? (
        <SimpleTable rows={members.data.data} rowKey={(m) => m.id} empty={t('detail.noMembers')} columns={columns} />
      ) : (
        <Skeleton h={120} aria-busy />
      )}
      {editing !== undefined && <MemberFormModal boardId={id} member={editing} onClose={() => setEditing(undefined)} />}
    </Stack>
  );
}
