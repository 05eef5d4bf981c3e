// The office records a payment of an order's invoice by hand (cash, card, a transfer not on an
// imported statement): the amount in koruny (converted to whole haléře exactly), the day, how.
// Field errors of the server go next to their fields.
import { PAYMENT_SOURCE } from '@fedra/contract/contributions';
import { Button, Group, Modal, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../platform/api/api-error';
import { TypedDateField } from '../../../platform/forms/DateField';
import { korunyToHalere } from '../../../platform/i18n/money-input';
import { todayInPrague } from '../../../platform/i18n/today';
import { notifyError } from '../../../platform/notifications';
import { useCodebook } from '../../../platform/session/use-codebook';
import { recordPayment } from '../api';

interface Props {
  orderId: number;
  /** What is left to pay, haléře (the amount's default). */
  remaining: number;
  onClose: () => void;
  onSaved: () => void;
}

export function RecordPaymentModal({ orderId, remaining, onClose, onSaved }: Props) {
  const { t } = useTranslation('orders');
  const codebook = useCodebook();
  const [amount, setAmount] = useState<string | number>((remaining / 100).toFixed(2));
  const [paidDate, setPaidDate] = useState<string | null>(todayInPrague());
  const [sourceId, setSourceId] = useState<string | null>(String(PAYMENT_SOURCE.bankTransfer));
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const halere = korunyToHalere(String(amount));
    const local: Record<string, string> = {};
    if (halere === null || halere <= 0) local.amount = t('payment.amountInvalid');
    if (!paidDate) local.paidDate = t('payment.dateRequired');
    if (!sourceId) local.sourceId = t('payment.sourceRequired');
    setErrors(local);
    if (Object.keys(local).length) return;
    setBusy(true);
    try {
      await recordPayment(orderId, {
        amount: halere!,
        paidDate: paidDate!,
        sourceId: Number(sourceId),
        ...(note.trim() ? { note: note.trim() } : {}),
      });
      onSaved();
    } catch (err) {
      if (isApiError(err) && Object.keys(err.fieldErrors).length) setErrors(err.fieldErrors);
      else notifyError(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title={t('payment.title')}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="md">
          <NumberInput
            label={t('payment.amount')}
            required
            min={0}
            decimalScale={2}
            decimalSeparator=","
            thousandSeparator=" "
            suffix=" Kč"
            value={amount}
            onChange={setAmount}
            error={errors.amount}
          />
          <TypedDateField
            label={t('payment.paidDate')}
            required
            value={paidDate}
            onChange={(value) => setPaidDate(value || null)}
            error={errors.paidDate}
          />
          <Select
            label={t('payment.source')}
            required
            data={codebook.options('paymentSources', (s) => s.id !== PAYMENT_SOURCE.clubCredit)}
            value={sourceId}
            onChange={setSourceId}
            error={errors.sourceId}
          />
          <TextInput
            label={t('payment.note')}
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
            error={errors.note}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common:cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('payment.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
