// The documents of an order (issue 31): each invoice and credit note as an InvoiceCard, oldest
// first, or a line saying none has been issued yet (an order that is still new).
import { Alert, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type InvoiceZone, orderInvoicesQuery } from '../api';
import { InvoiceCard } from './InvoiceCard';

export interface OrderInvoicesProps {
  orderId: number;
  /** The zone of the page: the admin zone's or the club zone's calls. */
  zone: InvoiceZone;
}

export function OrderInvoices({ orderId, zone }: OrderInvoicesProps) {
  const { t } = useTranslation('invoices');
  const query = useQuery(orderInvoicesQuery(zone, orderId));
  const documents = query.data?.data;
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t('documents')}
      </Title>
      {query.isPending ? (
        <Loader size="sm" aria-label={t('common:loading')} />
      ) : !documents ? (
        <Alert color="red">{t('loadFailed')}</Alert>
      ) : documents.length === 0 ? (
        <Text c="dimmed">{t('noDocuments')}</Text>
      ) : (
        documents.map((d) => <InvoiceCard key={d.id} invoiceId={d.id} zone={zone} />)
      )}
    </Stack>
  );
}
