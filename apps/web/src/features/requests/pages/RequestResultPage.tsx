// The spec's request/result page (anonymous, full layout): success thanks the user; failure (a
// statement not taken, or a forged or expired token) says the comment was not processed and to
// contact the system administrator, with the go-to-system action (the site root).
import { Alert, Button, Container, Group, Skeleton, Stack, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../platform/routing/page-title';
import { resultQuery } from '../api';

export default function RequestResultPage() {
  const { t } = useTranslation('requests');
  usePageTitle(t('result.title'));
  const token = useSearchParams()[0].get('token') ?? '';
  const result = useQuery({ ...resultQuery(token), enabled: token !== '' });
  const pending = token !== '' && result.isPending;
  const success = result.data?.data.outcome === 'success';

  return (
    <Container size="sm" py="xl" component="main">
      <Stack gap="md">
        <Title order={1}>{t('result.title')}</Title>
        {pending && <Skeleton h={120} />}
        {!pending && success && (
          <Alert
            color="green"
            icon={<IconCircleCheck aria-hidden />}
            title={t('result.successTitle')}
            role="status"
            // The light green's own title colour is too faint on its background (axe colour contrast).
            styles={{ title: { color: 'var(--mantine-color-text)' } }}
          >
            {t('result.success')}
          </Alert>
        )}
        {!pending && !success && (
          <>
            <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title={t('result.failureTitle')} role="alert">
              {t('result.failure')}
            </Alert>
            <Group>
              {/* Into the application: the sign-in page, which leads a signed-in user on to their start page. */}
              <Button component={Link} to="/login">
                {t('result.goToSystem')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Container>
  );
}
