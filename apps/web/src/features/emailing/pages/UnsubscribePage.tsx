// The public page the footer of every campaign e-mail links to (issue 36; anonymous, full layout):
// whose address (masked) and a button that unsubscribes it. Opening the link never unsubscribes
// (mail scanners follow links); the button makes the same POST as a mail client's one click. A
// forged or expired link says so.
import { Alert, Button, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../../platform/routing/page-title';
import { unsubscribe, unsubscribeStateQuery } from '../api';

export default function UnsubscribePage() {
  const { t } = useTranslation('emailing');
  usePageTitle(t('unsubscribe.title'));
  // In the query string: the server's request log leaves it out.
  const token = useSearchParams()[0].get('token') ?? '';
  const state = useQuery(unsubscribeStateQuery(token));
  const confirm = useMutation({ mutationFn: () => unsubscribe(token) });
  const current = confirm.data?.data ?? state.data?.data;
  const invalid = token === '' || state.isError;

  return (
    <Container size="sm" py="md" component="main">
      <Stack gap="md">
        <Title order={1}>{t('unsubscribe.title')}</Title>
        {!invalid && state.isPending && <Skeleton h={120} />}
        {invalid && (
          <Alert
            color="red"
            icon={<IconAlertTriangle aria-hidden />}
            title={t('unsubscribe.invalidTitle')}
            role="alert"
          >
            {t('unsubscribe.invalid')}
          </Alert>
        )}
        {current?.unsubscribed && (
          <Alert
            color="green"
            icon={<IconCircleCheck aria-hidden />}
            title={t('unsubscribe.doneTitle')}
            role="status"
            // The light green's own title colour is too faint on its background (axe colour contrast).
            styles={{ title: { color: 'var(--mantine-color-text)' } }}
          >
            {t('unsubscribe.done', { email: current.email })}
          </Alert>
        )}
        {current && !current.unsubscribed && (
          <>
            <Text>{t('unsubscribe.intro', { email: current.email })}</Text>
            {confirm.isError && (
              <Alert color="red" role="alert">
                {t('unsubscribe.failed')}
              </Alert>
            )}
            <Group>
              <Button color="red" loading={confirm.isPending} onClick={() => confirm.mutate()}>
                {t('unsubscribe.confirm')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Container>
  );
}
