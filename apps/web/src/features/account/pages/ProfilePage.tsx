// The user profile (routes `profile` and account/user-profile): name, e-mail, roles, and the
// password change with the shared form messages (spec 000 §5).
import { accountEndpoints } from '@fedra/contract/account';
import { Badge, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../platform/api/api-error';
import { call } from '../../../platform/api/client';
import { PasswordField } from '../../../platform/forms/PasswordField';
import { notify, notifyError } from '../../../platform/notifications';
import { PushToggle } from '../../../platform/push/PushToggle';
import { usePageTitle } from '../../../platform/routing/page-title';
import { useSession } from '../../../platform/session/session';
import { MySignIns } from '../../audit';
import { PasskeysCard } from '../../passkeys';
import { TwoFactorCard } from '../../two-factor';

const MIN_PASSWORD = 8;

export default function ProfilePage() {
  const { t } = useTranslation('account');
  const { user, login, logout } = useSession();
  usePageTitle(t('profile.title'));

  const form = useForm({
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate: {
      currentPassword: (v) => (v ? null : t('common:form.required', { label: t('profile.currentPassword') })),
      newPassword: (v) =>
        !v
          ? t('common:form.required', { label: t('profile.newPassword') })
          : v.length < MIN_PASSWORD
            ? t('common:form.minLength', { count: MIN_PASSWORD })
            : /\d/.test(v)
              ? null
              : t('common:form.digit'),
      confirmPassword: (v, values) => (v === values.newPassword ? null : t('common:form.passwordsMatch')),
    },
  });

  if (!user) return null;

  const submit = form.onSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await call(accountEndpoints.changePassword, { body: { currentPassword, newPassword } });
      // The change ends every session (the server revokes all refresh tokens): sign in again at once —
      // with two-factor sign-in on, that needs a code: the sign-in page asks for it.
      try {
        await login(user.userName, newPassword);
      } catch (err) {
        if (isApiError(err) && err.problem?.code === 'second_factor_required') {
          notify.success(t('profile.passwordChanged'));
          await logout();
          return;
        }
        throw err;
      }
      form.reset();
      notify.success(t('profile.passwordChanged'));
    } catch (err) {
      if (isApiError(err) && err.status === 400 && Object.keys(err.fieldErrors).length) form.setErrors(err.fieldErrors);
      else notifyError(err);
    }
  });

  return (
    <Stack maw={720}>
      <Title order={1}>{t('profile.title')}</Title>
      <Card withBorder>
        <Stack gap="xs">
          <Text size="xl" fw={600}>
            {user.firstName} {user.lastName}
          </Text>
          <Text c="dimmed">{user.email}</Text>
          <Title order={2} size="h4" mt="sm">
            {t('profile.roles')}
          </Title>
          <Table.ScrollContainer minWidth={300}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('profile.role')}</Table.Th>
                  <Table.Th>{t('profile.limitedTo')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {user.roles.map((r) => (
                  <Table.Tr key={r.userRoleId}>
                    <Table.Td>
                      <Group gap="xs">
                        {t(`common:role.${r.userRole}`)}
                        {r.isReadOnly && <Badge variant="light">{t('profile.readOnly')}</Badge>}
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      {r.claims
                        .filter((c) => !c.isPermission)
                        .map((c) => c.objectName ?? c.objectId)
                        .join(', ') || '—'}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      </Card>
      <PushToggle />
      <Card withBorder component="section" aria-labelledby="change-password">
        <form onSubmit={submit} noValidate>
          <Stack>
            <Title order={2} size="h4" id="change-password">
              {t('profile.changePassword')}
            </Title>
            <PasswordField
              label={t('profile.currentPassword')}
              autoComplete="current-password"
              required
              {...form.getInputProps('currentPassword')}
            />
            <PasswordField
              label={t('profile.newPassword')}
              description={t('profile.passwordRules', { count: MIN_PASSWORD })}
              autoComplete="new-password"
              required
              {...form.getInputProps('newPassword')}
            />
            <PasswordField
              label={t('profile.confirmPassword')}
              autoComplete="new-password"
              required
              {...form.getInputProps('confirmPassword')}
            />
            <Group>
              <Button type="submit" loading={form.submitting}>
                {t('profile.savePassword')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
      <Card withBorder>
        <TwoFactorCard />
      </Card>
      <Card withBorder>
        <PasskeysCard />
      </Card>
      <Card withBorder>
        <MySignIns />
      </Card>
    </Stack>
  );
}
