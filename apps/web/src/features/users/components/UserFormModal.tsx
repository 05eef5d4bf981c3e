// Inviting a user or changing one (issue 28): name, e-mail, the person of the personal zone, and the
// roles, each with its scope — clubs for the club managers, a federation unit for the unit manager,
// the person for a member. The server's messages go next to their fields (roles.1.clubIds ...).
import { ROLE_SCOPE, type User, type UserInvite } from '@fedra/contract/users';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconTrash, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { mailGoesToOutbox } from '../../../platform/config/runtime-config';
import { FormActions, rules, useFormSave, useGuardedClose, validationMessages } from '../../../platform/forms';
import { ClubSelect } from '../../../platform/forms/ClubSelect';
import { PersonSelect } from '../../../platform/forms/PersonSelect';
import { notify } from '../../../platform/notifications';
import { useSession } from '../../../platform/session/session';
import { KeptModal, type ModalCloser } from '../../../platform/ui/KeptModal';
import { useFocusFirstError } from '../../../platform/ui/use-focus-first-error';
import { inviteUser, USERS_KEY, updateUser } from '../api';
import { useRoleTypes } from '../use-role-types';

interface RoleValues {
  roleTypeId: string | null;
  clubs: { id: number; name: string }[];
  federationUnitId: string | null;
}
interface Values {
  email: string;
  firstName: string;
  lastName: string;
  assignPersonId: string | null;
  roles: RoleValues[];
}

const toValues = (u: User | null): Values => ({
  email: u?.email ?? '',
  firstName: u?.firstName ?? '',
  lastName: u?.lastName ?? '',
  assignPersonId: u?.assignPerson ? String(u.assignPerson.id) : null,
  roles: u ? mergedRoles(u) : [{ roleTypeId: null, clubs: [], federationUnitId: null }],
});

/** One row per role type (a manager of two clubs may hold one stored role per club): the form's shape. */
function mergedRoles(u: User): RoleValues[] {
  const byType = new Map<number, RoleValues>();
  for (const r of u.roles) {
    const row = byType.get(r.roleTypeId) ?? { roleTypeId: String(r.roleTypeId), clubs: [], federationUnitId: null };
    row.clubs = [...row.clubs, ...r.clubs.filter((c) => !row.clubs.some((x) => x.id === c.id))];
    row.federationUnitId ??= r.federationUnit ? String(r.federationUnit.id) : null;
    byType.set(r.roleTypeId, row);
  }
  return [...byType.values()];
}

export function UserFormModal({ user, opened, onClose }: { user: User | null; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('users');
  return (
    <KeptModal opened={opened} onClose={onClose} title={t(user ? 'form.editTitle' : 'form.inviteTitle')} size="lg">
      {(closer) => <UserForm user={user} onClose={onClose} closer={closer} />}
    </KeptModal>
  );
}

function UserForm({ user, onClose, closer }: { user: User | null; onClose: () => void; closer: ModalCloser }) {
  const { t, i18n } = useTranslation('users');
  const roleTypes = useRoleTypes();
  const { codebook } = useSession();
  const lang = i18n.language === 'en' ? 'en' : 'cs';
  const units = Object.values(
    (codebook as { federationUnits?: Record<string, { id: number; name: { cs: string; en: string } }> } | null)
      ?.federationUnits ?? {},
  ).map((u) => ({ value: String(u.id), label: u.name[lang] }));
  const form = useForm<Values>({
    initialValues: toValues(user),
    validate: {
      email: (v) =>
        v.trim() ? rules.email(t('field.email'))(v, undefined) : validationMessages.required(t('field.email')),
      firstName: (v) => (v.trim() ? null : validationMessages.required(t('field.firstName'))),
      lastName: (v) => (v.trim() ? null : validationMessages.required(t('field.lastName'))),
      roles: { roleTypeId: (v) => (v ? null : validationMessages.required(t('field.roleType'))) },
    },
  });
  const focus = useFocusFirstError<HTMLFormElement>(form.errors);
  const close = useGuardedClose(form.isDirty(), onClose);
  closer.current = close;
  const save = useFormSave(form, { invalidate: USERS_KEY, onSaved: onClose });
  const values = form.getValues();
  const scopeOf = (role: RoleValues) => ROLE_SCOPE[roleTypes.code(role.roleTypeId) ?? ''] ?? null;

  const submit = form.onSubmit(
    (v) => {
      focus.request();
      const body: UserInvite = {
        email: v.email.trim(),
        firstName: v.firstName.trim(),
        lastName: v.lastName.trim(),
        assignPersonId: v.assignPersonId ? Number(v.assignPersonId) : null,
        roles: v.roles.map((r) => {
          const scope = scopeOf(r);
          return {
            roleTypeId: Number(r.roleTypeId),
            ...(scope === 'clubs' ? { clubIds: r.clubs.map((c) => c.id) } : {}),
            ...(scope === 'federationUnit'
              ? { federationUnitId: r.federationUnitId ? Number(r.federationUnitId) : null }
              : {}),
          };
        }),
      };
      return save(async () => {
        if (user) {
          await updateUser(user.id, body);
          return;
        }
        await inviteUser(body);
        notify.info(mailGoesToOutbox() ? t('form.invitedOutbox') : t('form.invited', { email: body.email }));
      });
    },
    () => focus.request(),
  );

  return (
    <form ref={focus.ref} onSubmit={submit} noValidate>
      <Stack>
        {!user && (
          <Text size="sm" c="dimmed">
            {t('form.inviteHint')}
          </Text>
        )}
        <TextInput label={t('field.email')} type="email" required data-autofocus {...form.getInputProps('email')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('field.firstName')} required {...form.getInputProps('firstName')} />
          <TextInput label={t('field.lastName')} required {...form.getInputProps('lastName')} />
        </SimpleGrid>
        <PersonSelect
          label={t('field.assignPerson')}
          value={values.assignPersonId}
          knownName={user?.assignPerson?.name ?? null}
          onChange={(id) => form.setFieldValue('assignPersonId', id)}
          error={form.errors.assignPersonId}
        />
        <Stack gap="xs" role="group" aria-label={t('field.roles')}>
          <Text size="sm" fw={500}>
            {t('field.roles')}
          </Text>
          {typeof form.errors.roles === 'string' && (
            <Alert color="red" variant="light" p="xs">
              {form.errors.roles}
            </Alert>
          )}
          {values.roles.map((role, i) => {
            const scope = scopeOf(role);
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: the roles' order is their identity
              <Card key={i} withBorder padding="sm">
                <Stack gap="xs">
                  <Group align="flex-end" wrap="nowrap">
                    <Select
                      style={{ flex: 1 }}
                      label={t('form.roleN', { n: i + 1 })}
                      required
                      data={roleTypes.options}
                      allowDeselect={false}
                      {...form.getInputProps(`roles.${i}.roleTypeId`)}
                    />
                    {values.roles.length > 1 && (
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        size="lg"
                        mb={2}
                        aria-label={t('form.removeRole', { n: i + 1 })}
                        onClick={() => form.removeListItem('roles', i)}
                      >
                        <IconTrash size={18} aria-hidden />
                      </ActionIcon>
                    )}
                  </Group>
                  {scope === 'clubs' && (
                    <Stack gap={6}>
                      {role.clubs.length > 0 && (
                        <Group gap={6} aria-label={t('field.clubs')}>
                          {role.clubs.map((c) => (
                            <Badge
                              key={c.id}
                              variant="light"
                              tt="none"
                              size="lg"
                              rightSection={
                                <ActionIcon
                                  size="xs"
                                  variant="transparent"
                                  aria-label={t('form.removeClub', { name: c.name })}
                                  onClick={() =>
                                    form.setFieldValue(
                                      `roles.${i}.clubs`,
                                      role.clubs.filter((x) => x.id !== c.id),
                                    )
                                  }
                                >
                                  <IconX size={12} aria-hidden />
                                </ActionIcon>
                              }
                            >
                              {c.name}
                            </Badge>
                          ))}
                        </Group>
                      )}
                      <ClubSelect
                        label={t('form.addClub')}
                        required={role.clubs.length === 0}
                        value={null}
                        error={form.errors[`roles.${i}.clubIds`]}
                        onChange={(id, name) => {
                          if (!id || role.clubs.some((c) => String(c.id) === id)) return;
                          form.setFieldValue(`roles.${i}.clubs`, [...role.clubs, { id: Number(id), name: name ?? id }]);
                        }}
                      />
                    </Stack>
                  )}
                  {scope === 'federationUnit' && (
                    <Select
                      label={t('field.federationUnit')}
                      required
                      data={units}
                      error={form.errors[`roles.${i}.federationUnitId`]}
                      value={role.federationUnitId}
                      onChange={(v) => form.setFieldValue(`roles.${i}.federationUnitId`, v)}
                    />
                  )}
                </Stack>
              </Card>
            );
          })}
          <Group>
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconPlus size={14} aria-hidden />}
              disabled={values.roles.length >= 10}
              onClick={() => form.insertListItem('roles', { roleTypeId: null, clubs: [], federationUnitId: null })}
            >
              {t('form.addRole')}
            </Button>
          </Group>
        </Stack>
        <FormActions onCancel={close} submitting={form.submitting} />
      </Stack>
    </form>
  );
}
