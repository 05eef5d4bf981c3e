// Assigning a payment by hand: search an invoice by number, variable symbol or club, pick it, and
// book the payment's whole amount against it (less or more than owed is allowed: an overpayment
// goes back to the club as credit).
import type { BankStatementLine, InvoiceCandidate } from '@fedra/contract/bank-statements';
import { Alert, Button, Group, Loader, Modal, Radio, ScrollArea, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DebouncedInput } from '../../../platform/forms/DebouncedInput';
import { formatDate } from '../../../platform/i18n/format';
import { formatMoney } from '../../../platform/i18n/numbers';
import { notify, notifyError } from '../../../platform/notifications';
import { assignLine, invoiceCandidatesQuery, koruny } from '../api';

export function AssignModal({
  line,
  onClose,
  onAssigned,
}: {
  line: BankStatementLine;
  onClose: () => void;
  onAssigned: () => void;
}) {
  const { t, i18n } = useTranslation('bank-statements');
  const lang = i18n.language;
  const [search, setSearch] = useState(line.invoice?.number ?? line.variableSymbol ?? '');
  const [picked, setPicked] = useState<string | null>(line.invoice ? String(line.invoice.id) : null);
  const [saving, setSaving] = useState(false);
  const candidates = useQuery(invoiceCandidatesQuery(search));
  const rows: InvoiceCandidate[] = candidates.data?.data ?? [];
  const chosen = rows.find((r) => String(r.id) === picked) ?? null;
  const owed = chosen ? chosen.amount - chosen.paidAmount : null;

  const save = async () => {
    if (!chosen) return;
    setSaving(true);
    try {
      await assignLine(line.id, chosen.id);
      notify.success(t('assign.done', { number: chosen.number }));
      onAssigned();
      onClose();
    } catch (err) {
      notifyError(err);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title={t('assign.title')} size="lg">
      <Stack gap="sm">
        <Text size="sm">
          {t('assign.payment', {
            amount: formatMoney(koruny(line.amount), lang),
            date: formatDate(line.bookingDate),
            payer: line.counterpartyName ?? '–',
            vs: line.variableSymbol ?? '–',
          })}
        </Text>
        <DebouncedInput
          label={t('assign.search')}
          description={t('assign.searchHint')}
          value={search}
          onChange={setSearch}
          data-autofocus
        />
        {candidates.isPending ? (
          <Group gap="xs" role="status">
            <Loader size="sm" aria-hidden />
            <Text size="sm">{t('assign.searching')}</Text>
          </Group>
        ) : rows.length === 0 ? (
          <Text size="sm" role="status">
            {t('assign.none')}
          </Text>
        ) : (
          <ScrollArea.Autosize mah={320}>
            <Radio.Group value={picked} onChange={setPicked} label={t('assign.invoices')} name="invoice">
              <Stack gap={6} mt={6}>
                {rows.map((r) => (
                  <Radio
                    key={r.id}
                    value={String(r.id)}
                    label={t('assign.option', {
                      number: r.number,
                      club: r.club.name,
                      amount: formatMoney(koruny(r.amount), lang),
                      paid: formatMoney(koruny(r.paidAmount), lang),
                    })}
                  />
                ))}
              </Stack>
            </Radio.Group>
          </ScrollArea.Autosize>
        )}
        {chosen && owed !== null && line.amount !== owed && (
          <Alert color={line.amount < owed ? 'yellow' : 'orange'} variant="light">
            {line.amount < owed
              ? t('assign.less', { owed: formatMoney(koruny(owed), lang) })
              : t('assign.more', { excess: formatMoney(koruny(line.amount - Math.max(owed, 0)), lang) })}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common:cancel')}
          </Button>
          <Button onClick={save} disabled={!chosen} loading={saving}>
            {t('assign.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
