// "Přístup odepřen": what the user sees instead of a page or a record they may not open, with the
// way to their own start page when they have one. The shell's refused page and a detail page's
// refused record (record-gate.tsx) say it alike.
import { Button, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../routing/page-title';

export function AccessDenied({ text, home }: { text: ReactNode; home: string | null }) {
  const { t } = useTranslation();
  usePageTitle(t('noAccess.title'));
  return (
    <Stack align="flex-start" gap="sm" py="xl">
      <Title order={1}>{t('noAccess.title')}</Title>
      <Text>{text}</Text>
      {home && (
        <Button component={Link} to={home} variant="light">
          {t('noAccess.toDashboard')}
        </Button>
      )}
    </Stack>
  );
}
