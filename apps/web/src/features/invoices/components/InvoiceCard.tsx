// One invoice or credit note as a card (issue 31), for the order's page: number, payment status,
// due date (red once overdue), amount, paid and remaining, the QR payment with the same details as
// text for paying by hand, the payments booked, and the PDF. Narrow screens stack it in one column.
import type { InvoiceDetail } from '@fedra/contract/invoices';
import { Alert, Badge, Box, Button, Card, Code, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../platform/i18n/format';
import { formatMoney } from '../../../platform/i18n/numbers';
import { notify, notifyError } from '../../../platform/notifications';
import { CodebookStateBadge } from '../../../platform/ui/CodebookStateBadge';
import { Fact } from '../../../platform/ui/Fact';
import { SimpleTable } from '../../../platform/ui/SimpleTable';
import { type InvoiceZone, invoiceQuery, saveInvoicePdf } from '../api';

export interface InvoiceCardProps {
  /** The invoice's or credit note's id. */
  invoiceId: number;
  /** The zone of the page: the admin zone's or the club zone's calls. */
  zone: InvoiceZone;
}

/** Codebook paymentStatuses → badge colour (its own colours: pending orange … cancelled dark). */
const CREDIT_NOTE = 3;

export function InvoiceCard({ invoiceId, zone }: InvoiceCardProps) {
  const { t } = useTranslation('invoices');
  const query = useQuery(invoiceQuery(zone, invoiceId));
  const invoice = query.data?.data;
  return (
    <Card withBorder padding="md" radius="md" data-invoice-id={invoiceId}>
      {query.isPending ? (
        <Loader size="sm" aria-label={t('common:loading')} />
      ) : !invoice ? (
        <Alert color="red">{t('loadFailed')}</Alert>
      ) : (
        <InvoiceBody invoice={invoice} zone={zone} />
      )}
    </Card>
  );
}

function InvoiceBody({ invoice: inv, zone }: { invoice: InvoiceDetail; zone: InvoiceZone }) {
  const { t, i18n } = useTranslation('invoices');
  const [busy, setBusy] = useState(false);
  const money = (halere: number) => formatMoney(halere / 100, i18n.language);
  const creditNote = inv.typeId === CREDIT_NOTE;
  const s = inv.supplier;
  const account = s.bankAccount ?? s.iban ?? '';

  const savePdf = async () => {
    setBusy(true);
    try {
      notify.success(t('downloaded', { name: await saveInvoicePdf(zone, inv.id, inv.number) }));
    } catch (err) {
      notifyError(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-start" gap="xs">
        <Title order={3} size="h5" style={{ overflowWrap: 'anywhere' }}>
          {t(`type.${inv.typeId}`, { defaultValue: '' })} {inv.number}
        </Title>
        <Group gap={6}>
          {inv.overdue && (
            <Badge color="red" tt="none">
              {t('overdue')}
            </Badge>
          )}
          <CodebookStateBadge
            list="paymentStatuses"
            id={inv.paymentStatusId}
            label={t(`status.${inv.paymentStatusId}`, { defaultValue: String(inv.paymentStatusId) })}
          />
        </Group>
      </Group>

      <SimpleGrid cols={{ base: 1, sm: inv.qrSvg ? 2 : 1 }} spacing="md">
        <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="sm" verticalSpacing="xs">
          <Fact label={t('issueDate')}>{formatDate(inv.issueDate)}</Fact>
          {!creditNote && (
            <Fact label={t('dueDate')}>
              <Text span inherit c={inv.overdue ? 'red.9' : undefined} fw={inv.overdue ? 700 : undefined}>
                {formatDate(inv.dueDate)}
              </Text>
            </Fact>
          )}
          {inv.paidDate && <Fact label={t('paidDate')}>{formatDate(inv.paidDate)}</Fact>}
          {inv.variableSymbol && <Fact label={t('variableSymbol')}>{inv.variableSymbol}</Fact>}
          <Fact label={t('amount')}>{money(inv.amount)}</Fact>
          {!creditNote && <Fact label={t('paid')}>{money(inv.paidAmount)}</Fact>}
          {!creditNote && (
            <Fact label={t('remaining')}>
              <Text span inherit fw={inv.remainingAmount > 0 ? 700 : undefined}>
                {money(inv.remainingAmount)}
              </Text>
            </Fact>
          )}
          {inv.creditedInvoice && <Fact label={t('creditedInvoice')}>{inv.creditedInvoice.number}</Fact>}
          {inv.creditNotes.length > 0 && (
            <Fact label={t('creditNotes')}>{inv.creditNotes.map((n) => n.number).join(', ')}</Fact>
          )}
        </SimpleGrid>

        {inv.qrSvg && (
          <Group align="flex-start" gap="md" wrap="wrap">
            <Stack gap={4} align="center">
              <Box
                w={160}
                h={160}
                role="img"
                aria-label={t('qrLabel', {
                  amount: money(inv.remainingAmount),
                  account,
                  vs: inv.variableSymbol ?? '',
                })}
                // The server's SVG of the payment (the qrcode library's output, no user text).
                // biome-ignore lint/security/noDangerouslySetInnerHtml: our own server's QR code markup
                dangerouslySetInnerHTML={{ __html: inv.qrSvg }}
              />
              <Text size="sm" fw={700}>
                {t('qrTitle')}
              </Text>
            </Stack>
            <Stack gap={4} miw={0} style={{ flex: '1 1 12rem' }}>
              <Text size="xs" c="dimmed">
                {t('qrHint')}
              </Text>
              {s.bankAccount && <Fact label={t('account')}>{s.bankAccount}</Fact>}
              {s.iban && (
                <Fact label={t('iban')}>
                  <Code>{s.iban}</Code>
                </Fact>
              )}
              <Fact label={t('toPay')}>{money(inv.remainingAmount)}</Fact>
              {inv.variableSymbol && <Fact label={t('variableSymbol')}>{inv.variableSymbol}</Fact>}
            </Stack>
          </Group>
        )}
      </SimpleGrid>

      {inv.payments.length > 0 && (
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {t('payments')}
          </Text>
          <SimpleTable
            rows={inv.payments}
            rowKey={(p) => p.id}
            empty=""
            columns={[
              { title: t('paymentDate'), render: (p) => formatDate(p.paidDate) },
              {
                title: t('paymentSource'),
                render: (p) => t(`source.${p.sourceId}`, { defaultValue: String(p.sourceId) }),
              },
              { title: t('amount'), render: (p) => money(p.amount) },
            ]}
          />
        </Stack>
      )}

      <Group>
        <Button variant="light" size="sm" loading={busy} onClick={() => void savePdf()}>
          {t('download')}
        </Button>
      </Group>
    </Stack>
  );
}
