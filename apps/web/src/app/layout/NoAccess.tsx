// Shown instead of a page the user may not open, with a way back to the user's own dashboard.
import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../platform/routing/page-title';
import { useSession } from '../../platform/session/session';
import { startPath } from '../routes/landing';
import { lastZone } from '../routes/zone-memory';

export function NoAccess({ zoneDenied }: { zoneDenied: boolean }) {
  const { t } = useTranslation();
  const { user } = useSession();
  usePageTitle(t('noAccess.title'));
  const home = user?.zones.some((z) => z !== 'public') ? startPath(user.zones, lastZone()) : null;
  return (
    <Stack align="flex-start" gap="sm" py="xl">
      <Title order={1}>{t('noAccess.title')}</Title>
      <Text>{zoneDenied ? t('noAccess.zone') : t('noAccess.page')}</Text>
      {home && (
        <Button component={Link} to={home} variant="light">
          {t('noAccess.toDashboard')}
        </Button>
      )}
    </Stack>
  );
}
