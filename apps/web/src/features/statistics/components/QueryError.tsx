// A failed statistics call: the server's problem (each of its messages, else its title), and a retry.
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../platform/api/api-error';

/** What the server said about the failure; empty when it said nothing usable (network, 500 without body). */
export function problemMessages(error: unknown): string[] {
  if (!isApiError(error) || !error.problem) return [];
  return error.messages.length ? error.messages : [error.problem.detail ?? error.problem.title];
}

export function QueryError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('statistics');
  const messages = problemMessages(error);
  return (
    <Alert color="red" title={t('error.title')} icon={<IconAlertCircle aria-hidden />} role="alert">
      <Stack gap="xs" align="flex-start">
        {(messages.length ? messages : [t('error.generic')]).map((m) => (
          <Text key={m} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {m}
          </Text>
        ))}
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          {t('error.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
