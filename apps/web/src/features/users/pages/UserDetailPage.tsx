// A user (users/detail/{id}, admin zone; issue 28): who they are, their roles with scope, whether
// locked or still invited, and their last sign-ins; the Administrator edits, locks or unlocks (asking
// first) and sends the invitation again — each offered by the answer's links.
import type { Link as ApiLink } from '@fedra/contract/common/envelope';
import type { User } from '@fedra/contract/users';
import { Anchor, Button, Card, Group, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconLock, IconLockOpen, IconMailForward, IconPencil } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { mailGoesToOutbox } from '../../../platform/config/runtime-config';
import { confirmAction } from '../../../platform/forms';
import { formatDateTime } from '../../../platform/i18n/format';
import { notify } from '../../../platform/notifications';
import { useIdParam } from '../../../platform/routing/id-param';
import { usePageTitle } from '../../../platform/routing/page-title';
import { Fact } from '../../../platform/ui/Fact';
import { recordGate } from '../../../platform/ui/record-gate';
import { SignInTable } from '../../audit';
import { resendInvitation, setUserLocked, signInsQuery, USER_LINK, USERS_KEY, userQuery } from '../api';
import { UserFormModal } from '../components/UserFormModal';
import { UserStateBadges } from '../components/UserStateBadges';
import { useRoleTypes } from '../use-role-types';

export default function UserDetailPage() {
  const { t } = useTranslation('users');
  const { id, valid } = useIdParam();
  const answer = useQuery({ ...userQuery(id), enabled: valid });
  usePageTitle(answer.data?.data.fullName ?? t('detail.title'));
  const gate = recordGate(answer, { valid, loadError: t('detail.loadError') });
  if (gate || !answer.data) return gate;
  return <UserView user={answer.data.data} links={answer.data.links} />;
}

function UserView({ user, links }: { user: User; links: ApiLink[] }) {
  const { t } = useTranslation('users');
  const queryClient = useQueryClient();
  const roleTypes = useRoleTypes();
  const [editing, setEditing] = useState(false);
  const has = (operationId: string, suffix?: string) =>
    links.some((l) => l.operationId === operationId && (!suffix || Boolean(l.href?.endsWith(suffix))));
  const refresh = () => queryClient.invalidateQueries({ queryKey: USERS_KEY });

  const lock = (locked: boolean) =>
    confirmAction({
      title: t(locked ? 'detail.lockTitle' : 'detail.unlockTitle'),
      children: t(locked ? 'detail.lockText' : 'detail.unlockText', { name: user.fullName }),
      confirm: t(locked ? 'detail.lock' : 'detail.unlock'),
      danger: locked,
      run: () => setUserLocked(user.id, locked),
      afterwards: async () => {
        notify.success(t(locked ? 'detail.lockedDone' : 'detail.unlockedDone'));
        await refresh();
      },
    });
  const resend = () =>
    confirmAction({
      title: t('detail.resendTitle'),
      children: t('detail.resendText', { email: user.email }),
      confirm: t('detail.resend'),
      run: () => resendInvitation(user.id),
      afterwards: async () => {
        notify.success(t(mailGoesToOutbox() ? 'detail.resendOutbox' : 'detail.resendDone', { email: user.email }));
        await refresh();
      },
    });

  return (
    <Stack gap="md">
      <Anchor component={Link} to="/zone/admin/users" size="sm">
        <Group gap={4} wrap="nowrap">
          <IconArrowLeft size={16} aria-hidden />
          {t('detail.back')}
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <div>
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {user.fullName}
          </Title>
          <Text c="dimmed" size="sm">
            {user.email}
          </Text>
        </div>
        <UserStateBadges user={user} />
      </Group>
      <Group gap="xs" role="group" aria-label={t('common:actions')}>
        {has(USER_LINK.update) && (
          <Button variant="light" leftSection={<IconPencil size={16} aria-hidden />} onClick={() => setEditing(true)}>
            {t('detail.edit')}
          </Button>
        )}
        {has(USER_LINK.lock, '/lock') && (
          <Button
            color="red"
            variant="light"
            leftSection={<IconLock size={16} aria-hidden />}
            onClick={() => lock(true)}
          >
            {t('detail.lock')}
          </Button>
        )}
        {has(USER_LINK.lock, '/unlock') && (
          <Button variant="light" leftSection={<IconLockOpen size={16} aria-hidden />} onClick={() => lock(false)}>
            {t('detail.unlock')}
          </Button>
        )}
        {has(USER_LINK.invitation, '/invitation') && (
          <Button variant="default" leftSection={<IconMailForward size={16} aria-hidden />} onClick={resend}>
            {t('detail.resend')}
          </Button>
        )}
      </Group>
      <Card withBorder padding="md">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
          <Fact label={t('field.email')}>{user.email}</Fact>
          <Fact label={t('field.assignPerson')}>{user.assignPerson?.name}</Fact>
          <Fact label={t('field.lastSignInAt')}>{user.lastSignInAt ? formatDateTime(user.lastSignInAt) : null}</Fact>
          <Fact label={t('field.twoFactor')}>{user.twoFactor ? t('common:yes') : t('common:no')}</Fact>
          {user.invitationPending && user.invitationExpiresAt && (
            <Fact label={t('detail.pending')}>
              {t('detail.pendingUntil', { date: formatDateTime(user.invitationExpiresAt) })}
            </Fact>
          )}
        </SimpleGrid>
      </Card>
      <Title order={2} size="h3">
        {t('detail.roles')}
      </Title>
      {user.roles.length === 0 ? (
        <Text c="dimmed">{t('detail.noRoles')}</Text>
      ) : (
        // Two short columns fit a phone's 343 px: no sideways scrolling there.
        <Table.ScrollContainer minWidth={300}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('field.roleType')}</Table.Th>
                <Table.Th>{t('field.scope')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {user.roles.map((r, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a type may repeat (a role per club)
                <Table.Tr key={`${r.roleTypeId}-${i}`}>
                  <Table.Td>{roleTypes.name(r.roleTypeId)}</Table.Td>
                  <Table.Td>
                    {[...r.clubs.map((c) => c.name), r.federationUnit?.name].filter(Boolean).join(', ') || '–'}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <SignIns userId={user.id} />
      {editing && <UserFormModal user={user} opened onClose={() => setEditing(false)} />}
    </Stack>
  );
}

function SignIns({ userId }: { userId: number }) {
  const { t } = useTranslation('users');
  const answer = useQuery(signInsQuery(userId));
  const rows = answer.data?.data ?? [];
  return (
    <Stack gap="xs">
      <Title order={2} size="h3" id="user-sign-ins-title">
        {t('detail.signIns')}
      </Title>
      {!answer.data ? (
        <Skeleton h={80} aria-busy />
      ) : rows.length === 0 ? (
        <Text c="dimmed">{t('detail.noSignIns')}</Text>
      ) : (
        <SignInTable rows={rows} labelledBy="user-sign-ins-title" />
      )}
    </Stack>
  );
}
