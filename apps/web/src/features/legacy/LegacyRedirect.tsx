// A legacy page (spec 000 §2.3): the browser goes to the legacy application; in development the
// user confirms first.
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { runtimeConfig } from '../../platform/config/runtime-config';

/** In development the user confirms before leaving for the legacy application (spec 000 §2.3). */
const CONFIRM_FIRST = import.meta.env.DEV;

export function legacyUrl(base: string, pathname: string, search: string): string {
  return `${base.replace(/\/$/, '')}/${pathname.replace(/^\/zone\/\w+\//, '')}${search}`;
}

export function LegacyRedirect() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const target = legacyUrl(runtimeConfig().legacyAppUrl ?? '', pathname, search);
  useEffect(() => {
    if (!CONFIRM_FIRST) window.location.assign(target);
  }, [target]);
  if (!CONFIRM_FIRST) return null;
  return (
    <Stack>
      <Title order={1}>{t('legacy.title')}</Title>
      <Text>{t('legacy.confirm', { url: target })}</Text>
      <Group>
        <Button component="a" href={target}>
          {t('legacy.go')}
        </Button>
        <Button variant="default" onClick={() => navigate(-1)}>
          {t('legacy.back')}
        </Button>
      </Group>
    </Stack>
  );
}
