// The shell (spec 000 §2.2): top bar with logo, project name, zone links and the user menu; the
// side menu from the codebook, 230 px, fixed on wide screens and a drawer on narrow ones.
import { Alert, AppShell, Badge, Burger, Group, Image, ScrollArea, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure, useMediaQuery, useWindowEvent } from '@mantine/hooks';
import { ModalsProvider } from '@mantine/modals';
import '@mantine/notifications/styles.css';
import { IconBuildingCommunity } from '@tabler/icons-react';
import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { AccessProvider, useAccessContext } from '../../platform/access';
import { runtimeConfig } from '../../platform/config/runtime-config';
import { NotificationsHost } from '../../platform/notifications';
import type { Zone } from '../../platform/routing/page-route';
import { useCurrentZone } from '../../platform/routing/zone';
import { useSession } from '../../platform/session/session';
import { InsideMainContext } from '../../platform/ui/main-landmark';
import { SideMenu } from '../menu';
import { ShellBreadcrumbs } from './ShellBreadcrumbs';
import { UserMenu } from './UserMenu';
import { ShownMenuContext, useZoneMenu } from './use-zone-menu';
import { ZoneLinks } from './ZoneLinks';

export const NAVBAR_WIDTH = 230;

/**
 * `zone`: the zone whose menu and links frame the page (default: the zone of the address). The
 * access checks inside then speak for that zone too, so its menu shows what the user holds there.
 */
export default function ShellLayout({ children, zone: shownZone }: { children?: ReactNode; zone?: Zone }) {
  const access = useAccessContext();
  const framed = useMemo(() => (shownZone ? { ...access, zone: shownZone } : access), [access, shownZone]);
  return (
    <AccessProvider value={framed}>
      <Shell zone={shownZone}>{children}</Shell>
    </AccessProvider>
  );
}

function Shell({ children, zone: shownZone }: { children?: ReactNode; zone?: Zone }) {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  // On narrow screens the closed drawer is off-screen: keep it out of the tab order too.
  const narrow = useMediaQuery('(max-width: 48em)');
  const location = useLocation();
  const pathZone = useCurrentZone();
  const zone = shownZone ?? pathZone;
  const nodes = useZoneMenu(zone);
  const config = runtimeConfig();
  // The club this browser works for: switching it in another browser does not change it here.
  const { user } = useSession();
  // The drawer closes when a menu item takes the user elsewhere.
  // biome-ignore lint/correctness/useExhaustiveDependencies: close on every navigation
  useEffect(() => close(), [location.pathname]);
  // The open drawer closes on Escape, the focus back on its button, as a dialog's would.
  const burger = useRef<HTMLButtonElement>(null);
  const drawerOpen = Boolean(narrow && opened);
  useWindowEvent('keydown', (event) => {
    if (!drawerOpen || event.key !== 'Escape' || event.defaultPrevented) return;
    close();
    burger.current?.focus();
  });

  return (
    <ModalsProvider>
      <NotificationsHost />
      <AppShell
        header={{ height: 56 }}
        navbar={{ width: NAVBAR_WIDTH, breakpoint: 'sm', collapsed: { mobile: !opened } }}
        padding="md"
      >
        <a href="#main" className="fedra-skip-link">
          {t('shell.skipToContent')}
        </a>
        <AppShell.Header>
          <Group h="100%" px="md" justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap">
              {/* Open, it is the drawer's close button (an X), named so; the drawer has no second one. */}
              <Burger
                ref={burger}
                opened={opened}
                onClick={toggle}
                hiddenFrom="sm"
                size="sm"
                aria-label={opened ? t('shell.closeMenu') : t('shell.openMenu')}
                aria-expanded={opened}
              />
              {/* Without a logo the link is only the name, hidden on a phone: then the link is too,
                  rather than an empty stop for Tab. */}
              <UnstyledButton
                component={Link}
                to={`/zone/${zone}/home`}
                visibleFrom={config.images.logo ? undefined : 'xs'}
                aria-label={t('shell.home', { project: config.projectName })}
              >
                <Group gap="xs" wrap="nowrap">
                  {config.images.logo && <Image src={config.images.logo} alt="" h={32} w="auto" />}
                  <Text fw={700} size="lg" visibleFrom="xs">
                    {config.projectName}
                  </Text>
                </Group>
              </UnstyledButton>
            </Group>
            <Group gap="xs" wrap="nowrap">
              {zone === 'club' && user?.currentClub && (
                // The club worked for, as a chip (issue 36 §9): whose data every club page shows.
                <Badge
                  variant="light"
                  size="lg"
                  radius="xl"
                  tt="none"
                  fw={500}
                  maw={240}
                  visibleFrom="xs"
                  leftSection={<IconBuildingCommunity size={14} aria-hidden />}
                  data-testid="current-club"
                  title={t('shell.currentClub', { name: user.currentClub.name })}
                >
                  {t('shell.currentClub', { name: user.currentClub.name })}
                </Badge>
              )}
              <ZoneLinks current={zone} />
              <UserMenu />
            </Group>
          </Group>
        </AppShell.Header>
        <AppShell.Navbar
          aria-label={t('shell.menu')}
          inert={narrow && !opened}
          // A link to the page already shown changes no address: the drawer closes on the tap itself.
          onClick={(event) => {
            if ((event.target as Element).closest('a')) close();
          }}
        >
          <AppShell.Section grow component={ScrollArea} p="xs">
            {/* The navbar is the menu's one landmark: a second nav of the same name inside it
                would be announced twice. */}
            <SideMenu nodes={nodes} withNav={false} />
          </AppShell.Section>
        </AppShell.Navbar>
        {/* Under the open drawer the page is out of reach of Tab and of screen readers. */}
        <AppShell.Main id="main" inert={drawerOpen}>
          {/* The office sends campaigns and statement links: it must know that nothing leaves. */}
          {zone === 'admin' && config.mailDelivery === 'outbox' && (
            <Alert color="yellow" mb="md" data-testid="mail-outbox-banner">
              {t('shell.mailOutbox')}
            </Alert>
          )}
          <ShellBreadcrumbs nodes={nodes} zone={zone} />
          {/* The pages inside open no main landmark of their own (the not-found page). */}
          <ShownMenuContext.Provider value={nodes}>
            <InsideMainContext.Provider value>{children ?? <Outlet />}</InsideMainContext.Provider>
          </ShownMenuContext.Provider>
        </AppShell.Main>
      </AppShell>
    </ModalsProvider>
  );
}
