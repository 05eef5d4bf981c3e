// A failed reporting call: the server's messages (else a general one) and a retry.
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../platform/api/api-error';

export function QueryFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('reporting');
  const messages = isApiError(error) && error.problem ? error.messages : [];
  return (
    <Alert color="red" title={t('error.title')} icon={<IconAlertCircle aria-hidden />} role="alert">
      <Stack gap="xs" align="flex-start">
        {(messages.length ? messages : [t('error.generic')]).map((m) => (
          <Text key={m} size="sm">
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
