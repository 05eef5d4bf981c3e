// Top-bar links to the zones the user may enter (spec 000 §2.2); the current one highlighted.
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Zone } from '../../platform/routing/page-route';
import { useSession } from '../../platform/session/session';

const ZONES = ['admin', 'club', 'personal'] as const;

export function ZoneLinks({ current }: { current: Zone }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const zones = ZONES.filter((z) => user?.zones.includes(z));
  if (zones.length === 0) return null;
  return (
    <Group gap={4} wrap="nowrap" component="nav" aria-label={t('shell.zones')}>
      {zones.map((z) => (
        <Button
          key={z}
          component={Link}
          to={`/zone/${z}/home`}
          size="compact-sm"
          variant={z === current ? 'filled' : 'subtle'}
          aria-current={z === current ? 'page' : undefined}
          data-zone-link={z}
        >
          {t(`zone.${z}`)}
        </Button>
      ))}
    </Group>
  );
}
