// The users page (`users`, admin zone; issue 28): every user with roles, scope, lock, last sign-in
// and two-factor state, filtered, sorted and paged in SQL, exported; the Administrator invites.
import type { UserListItem } from '@fedra/contract/users';
import { Anchor, Button, Group, Text, Title } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCanAction } from '../../../platform/access';
import { ListView } from '../../../platform/forms';
import { formatDateTime } from '../../../platform/i18n/format';
import { usePageTitle } from '../../../platform/routing/page-title';
import { loadUsers, USERS_KEY, userListCall } from '../api';
import { UserFormModal } from '../components/UserFormModal';
import { UserStateBadges } from '../components/UserStateBadges';
import { useRoleTypes } from '../use-role-types';

export default function UserListPage() {
  const { t } = useTranslation('users');
  usePageTitle(t('list.title'));
  const may = useCanAction();
  const roles = useRoleTypes();
  const [inviting, setInviting] = useState(false);
  return (
    <>
      <Title order={1} mb="md">
        {t('list.title')}
      </Title>
      <ListView<UserListItem>
        queryKey={USERS_KEY}
        load={loadUsers}
        caption={t('list.title')}
        exportEndpoint={userListCall}
        defaultSort="fullName"
        syncToUrl
        filters={[
          { kind: 'text', field: 'fullName', label: t('field.fullName') },
          { kind: 'text', field: 'email', label: t('field.email') },
          { kind: 'select', field: 'roleTypeId', label: t('field.roleType'), options: roles.options },
          { kind: 'boolean', field: 'locked', label: t('field.locked') },
          { kind: 'boolean', field: 'invitationPending', label: t('field.invitationPending') },
          { kind: 'boolean', field: 'twoFactor', label: t('field.twoFactor') },
          { kind: 'dateRange', field: 'lastSignInAt', label: t('field.lastSignInAt') },
        ]}
        toolbar={
          <Group gap="xs">
            {may('user.create') && (
              <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => setInviting(true)}>
                {t('list.invite')}
              </Button>
            )}
            {may('audit.list') && (
              <Button component={Link} to="/zone/admin/audit" variant="default">
                {t('list.audit')}
              </Button>
            )}
          </Group>
        }
        columns={[
          {
            key: 'fullName',
            title: t('field.fullName'),
            sortField: 'fullName',
            render: (u) => (
              <Anchor component={Link} to={`/zone/admin/users/detail/${u.id}`}>
                {u.fullName}
              </Anchor>
            ),
          },
          { key: 'email', title: t('field.email'), sortField: 'email' },
          {
            key: 'roles',
            title: t('field.roles'),
            render: (u) => u.roleTypeIds.map(roles.name).join(', '),
          },
          { key: 'scope', title: t('field.scope'), render: (u) => <Text size="sm">{u.scope || '–'}</Text> },
          {
            key: 'state',
            title: t('field.locked'),
            render: (u) => <UserStateBadges user={u} />,
          },
          {
            key: 'lastSignInAt',
            title: t('field.lastSignInAt'),
            sortField: 'lastSignInAt',
            render: (u) => (u.lastSignInAt ? formatDateTime(u.lastSignInAt) : '–'),
          },
          {
            key: 'twoFactor',
            title: t('field.twoFactor'),
            render: (u) => (u.twoFactor ? t('common:yes') : t('common:no')),
          },
        ]}
      />
      {inviting && <UserFormModal user={null} opened onClose={() => setInviting(false)} />}
    </>
  );
}
