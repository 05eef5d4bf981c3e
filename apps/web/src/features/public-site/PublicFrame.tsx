// The public site's frame (issue 36): every page of the public zone, and the site root for
// visitors, gets the same branded header (logo, name, the sections, the language and sign-in) and
// footer. Pages bring their own <main>. Shown in another site's iframe (the embeddable board
// overview, docs/embedding.md), a page appears bare: the host site has its own frame.
import { Anchor, Box, Burger, Button, Container, Drawer, Group, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { runtimeConfig } from '../../platform/config/runtime-config';
import { changeLanguage } from '../../platform/i18n/i18n';
import './public-frame.css';
import { todayInPrague } from '../../platform/i18n/today';
import { PUBLIC_SECTIONS, type PublicSection, PublicSectionsContext, publicHref, usePublicSections } from './sections';

export interface PublicFrameProps {
  /** The sections whose pages this build has (app/router.tsx). */
  sections: readonly PublicSection[];
  /** Where the header's button leads a signed-in user (their start page); null: signed out. */
  appPath: string | null;
  /** The page; without it, the route's outlet. */
  children?: ReactNode;
}

const framed = () => {
  try {
    return window.self !== window.top;
  } catch {
    return true;
  }
};

export default function PublicFrame({ sections, appPath, children }: PublicFrameProps) {
  const content = children ?? <Outlet />;
  return (
    <PublicSectionsContext value={sections}>
      {framed() ? content : <Frame appPath={appPath}>{content}</Frame>}
    </PublicSectionsContext>
  );
}

function Frame({ appPath, children }: { appPath: string | null; children: ReactNode }) {
  const { t, i18n } = useTranslation('public-site');
  const [opened, { toggle, close }] = useDisclosure(false);
  const location = useLocation();
  const sections = usePublicSections();
  const config = runtimeConfig();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the drawer closes on every navigation
  useEffect(() => close(), [location.pathname]);

  const otherLanguage = i18n.language === 'en' ? 'cs' : 'en';
  // The site root is the home too (app/router.tsx).
  const atHome = location.pathname === '/' || /\/zone\/public\/home\/?$/.test(location.pathname);
  const signIn = appPath ? (
    <Button component={Link} to={appPath} size="sm">
      {t('frame.toApp')}
    </Button>
  ) : (
    <Button component={Link} to="/login" size="sm">
      {t('frame.signIn')}
    </Button>
  );
  const language = (
    <Button variant="subtle" size="sm" lang={otherLanguage} onClick={() => void changeLanguage(otherLanguage)}>
      {t('frame.otherLanguage')}
    </Button>
  );
  const links = (vertical: boolean) => (
    <>
      <SectionLink to={publicHref('home')} label={t('nav.home')} vertical={vertical} current={atHome} />
      {sections.map((s) => (
        <SectionLink
          key={s.key}
          to={publicHref(s.path)}
          label={t(`nav.${s.key}`)}
          vertical={vertical}
          // A section's detail pages share the first part of its path (tournament/public-detail/7).
          current={location.pathname.startsWith(publicHref(`${s.path.split('/')[0]}/`))}
        />
      ))}
    </>
  );

  return (
    <Box className="fedra-public-page">
      <a href="#content" className="fedra-skip-link">
        {t('frame.skip')}
      </a>
      <Box component="header" className="fedra-public-header">
        <Container size="lg" h="100%">
          <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
            <Anchor
              component={Link}
              to={publicHref('home')}
              underline="never"
              c="inherit"
              aria-label={t('frame.home', { project: config.projectName })}
              className="fedra-public-brand"
            >
              {config.images.logo && <Image src={config.images.logo} alt="" h={36} w="auto" />}
              <Text component="span" fw={700} size="lg" className="fedra-public-brand-name">
                {config.projectName}
              </Text>
            </Anchor>
            <Group component="nav" aria-label={t('frame.nav')} gap={2} wrap="nowrap" visibleFrom="lg">
              {links(false)}
            </Group>
            <Group gap="xs" wrap="nowrap">
              <Box visibleFrom="sm">{language}</Box>
              {signIn}
              <Burger
                opened={opened}
                onClick={toggle}
                hiddenFrom="lg"
                size="sm"
                aria-label={t('frame.openMenu')}
                aria-expanded={opened}
              />
            </Group>
          </Group>
        </Container>
      </Box>
      <Drawer
        opened={opened}
        onClose={close}
        position="right"
        size="xs"
        title={config.projectName}
        closeButtonProps={{ 'aria-label': t('frame.closeMenu') }}
        hiddenFrom="lg"
      >
        <Stack component="nav" aria-label={t('frame.nav')} gap={2}>
          {links(true)}
          <Box mt="sm">{language}</Box>
        </Stack>
      </Drawer>
      <div id="content" tabIndex={-1} className="fedra-public-content">
        {children}
      </div>
      <Footer sections={sections} />
    </Box>
  );
}

/** A section's link, marked as the current page anywhere inside its section. */
function SectionLink({
  to,
  label,
  vertical,
  current,
}: {
  to: string;
  label: string;
  vertical: boolean;
  current: boolean;
}) {
  const className = vertical ? 'fedra-public-drawer-link' : 'fedra-public-nav-link';
  return (
    <Link to={to} className={className} aria-current={current ? 'page' : undefined}>
      {label}
    </Link>
  );
}

function Footer({ sections }: { sections: readonly PublicSection[] }) {
  const { t } = useTranslation('public-site');
  const config = runtimeConfig();
  const year = todayInPrague().slice(0, 4);
  const all = new Set(sections.map((s) => s.key));
  return (
    <Box component="footer" className="fedra-public-footer">
      <Container size="lg" py="lg">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Stack gap={4}>
            <Text fw={700}>{config.projectName}</Text>
            <Text size="sm" c="dimmed">
              {t('home.lead')}
            </Text>
            <Text size="sm" c="dimmed">
              {t('frame.copyright', { year, project: config.projectName })} · {t('frame.poweredBy')}
            </Text>
          </Stack>
          <Stack gap={4} component="nav" aria-label={t('frame.footerLinks')}>
            {PUBLIC_SECTIONS.filter((s) => all.has(s.key)).map((s) => (
              <Anchor key={s.key} component={Link} to={publicHref(s.path)} size="sm">
                {t(`nav.${s.key}`)}
              </Anchor>
            ))}
            {all.has('tournaments') && (
              <Anchor href={`${config.apiUrl.replace(/\/$/, '')}/public-zone/tournaments/calendar.ics`} size="sm">
                {t('frame.calendarFeed')}
              </Anchor>
            )}
            <Anchor component={Link} to={publicHref('club-registration')} size="sm">
              {t('frame.clubRegistration')}
            </Anchor>
          </Stack>
        </SimpleGrid>
      </Container>
    </Box>
  );
}
