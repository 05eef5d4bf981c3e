// The signed-in user's own last sign-ins, failed ones too (issue 28 item 10), for the profile page:
// self-contained (its own call and texts; the page that shows it loads the `audit` texts with it).
// Success and failure are dark text, not light badges: readable at AA contrast.
import { MY_SIGN_INS_LIMIT } from '@fedra/contract/audit';
import { Alert, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { mySignInsQuery } from '../api';
import { SignInTable } from './SignInTable';

export function MySignIns() {
  const { t } = useTranslation('audit');
  const answer = useQuery(mySignInsQuery());
  const rows = answer.data?.data ?? [];
  return (
    <Stack gap="xs" component="section" aria-labelledby="my-sign-ins-title">
      <Title order={2} size="h4" id="my-sign-ins-title">
        {t('signIns.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('signIns.hint', { limit: MY_SIGN_INS_LIMIT })}
      </Text>
      {answer.isError ? (
        <Alert color="red" role="alert">
          {t('signIns.loadError')}
        </Alert>
      ) : !answer.data ? (
        <Skeleton h={80} aria-busy />
      ) : rows.length === 0 ? (
        <Text c="dimmed">{t('signIns.none')}</Text>
      ) : (
        <SignInTable rows={rows} labelledBy="my-sign-ins-title" />
      )}
    </Stack>
  );
}
