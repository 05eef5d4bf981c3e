// The number of distinct addresses the chosen lists have together, read live from the server as
// the lists change (each address counts once however many lists hold it), and how many of them
// unsubscribed (a send skips them).
import { Loader, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { recipientCountQuery } from '../api';

export function RecipientCount({ listIds }: { listIds: number[] }) {
  const { t } = useTranslation('emailing');
  const query = useQuery({ ...recipientCountQuery(listIds), placeholderData: keepPreviousData });
  const count = listIds.length ? query.data?.data : { count: 0, skipped: 0 };
  return (
    <Text size="sm" aria-live="polite" data-testid="recipient-count">
      {count === undefined ? (
        query.isError ? (
          t('form.recipientsUnknown')
        ) : (
          <Loader size="xs" aria-label={t('form.recipientsLoading')} />
        )
      ) : (
        <>
          {t('form.recipients', { count: count.count })}
          {count.skipped > 0 && ` ${t('form.recipientsSkipped', { count: count.skipped })}`}
        </>
      )}
    </Text>
  );
}
