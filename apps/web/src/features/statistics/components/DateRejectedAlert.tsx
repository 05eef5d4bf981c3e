// The address held a date the statistics cannot be shown at: say so (today is shown instead).
import { Alert } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export function DateRejectedAlert({ value }: { value: string | null }) {
  const { t } = useTranslation('statistics');
  if (value === null) return null;
  return (
    <Alert color="yellow" icon={<IconInfoCircle aria-hidden />} role="status">
      {t('date.rejected', { value })}
    </Alert>
  );
}
