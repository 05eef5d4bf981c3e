// The user menu (spec 000 §2.2): initials; profile, switch club (more than one club role),
// language, logout.
import { Avatar, Menu, UnstyledButton } from '@mantine/core';
import { IconCheck, IconLanguage, IconLogout, IconSwitchHorizontal, IconUser } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { setApiLanguage } from '../../platform/api/client';
import { runtimeConfig } from '../../platform/config/runtime-config';
import { changeLanguage, type Language } from '../../platform/i18n/i18n';
import { notifyError } from '../../platform/notifications';
import { useCurrentZone } from '../../platform/routing/zone';
import { useSession } from '../../platform/session/session';

const CLUB_ROLES = ['ClubManager', 'ClubManagerReadOnly'];

export function UserMenu() {
  const { t, i18n } = useTranslation();
  const { user, logout, switchClub } = useSession();
  const navigate = useNavigate();
  const zone = useCurrentZone();
  const queryClient = useQueryClient();
  if (!user) return null;

  const clubRoles = user.rolesByClaims.filter((r) => CLUB_ROLES.includes(r.userRole) && r.claimType === 'club');
  // The spec's address is /zone/admin/account/user-profile; a user who may not enter the admin zone
  // (a club manager, a member) opens the same page in the zone at hand instead of a refusal.
  const profileZone = user.zones.includes('admin') ? 'admin' : zone === 'public' ? (user.zones[0] ?? 'admin') : zone;

  const onSwitch = async (clubId: number) => {
    try {
      await switchClub(clubId);
      navigate('/zone/club/home');
    } catch (err) {
      notifyError(err);
    }
  };
  // While still signed in: the server removes this browser's subscription only for its owner.
  const onLogout = async () => {
    // Loaded only here (the push helper is no part of the first screens); a failed load must not
    // keep the user signed in.
    await import('../../platform/push/end-subscription')
      .then(({ endPushSubscriptionOnSignOut }) => endPushSubscriptionOnSignOut(runtimeConfig().routerBase))
      .catch(() => {});
    await logout();
  };
  const onLanguage = async (lang: Language) => {
    setApiLanguage(lang);
    await changeLanguage(lang);
    // Data the server words in the caller's language (role names, codebook texts in lists) is
    // fetched again in the new one; otherwise the page mixes both until the next reload.
    await queryClient.invalidateQueries();
  };

  return (
    <Menu position="bottom-end" width={260} withinPortal>
      <Menu.Target>
        <UnstyledButton
          aria-label={t('userMenu.open', { initials: user.initials, name: `${user.firstName} ${user.lastName}` })}
          data-testid="user-menu"
        >
          <Avatar color="blue" radius="xl">
            {user.initials}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          {user.firstName} {user.lastName}
        </Menu.Label>
        <Menu.Item
          leftSection={<IconUser size={16} />}
          onClick={() => navigate(`/zone/${profileZone}/account/user-profile`)}
        >
          {t('userMenu.profile')}
        </Menu.Item>
        {clubRoles.length > 1 && (
          <>
            <Menu.Divider />
            <Menu.Label>
              <IconSwitchHorizontal size={12} /> {t('userMenu.switchClub')}
            </Menu.Label>
            {clubRoles.map((r) => (
              <Menu.Item
                key={`${r.userRoleId}-${r.objectId}`}
                onClick={() => void onSwitch(r.objectId!)}
                rightSection={
                  r.objectId === user.currentClubId ? <IconCheck size={16} aria-label={t('userMenu.current')} /> : null
                }
                aria-current={r.objectId === user.currentClubId ? 'true' : undefined}
              >
                {r.objectName ?? r.objectId}
              </Menu.Item>
            ))}
          </>
        )}
        <Menu.Divider />
        <Menu.Label>
          <IconLanguage size={12} /> {t('userMenu.language')}
        </Menu.Label>
        {(['cs', 'en'] as const).map((lang) => (
          <Menu.Item
            key={lang}
            lang={lang}
            onClick={() => void onLanguage(lang)}
            rightSection={i18n.language === lang ? <IconCheck size={16} aria-label={t('userMenu.current')} /> : null}
          >
            {t(`language.${lang}`)}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item leftSection={<IconLogout size={16} />} color="red" onClick={() => void onLogout()}>
          {t('userMenu.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
