// The bulk payment of the selected contributions (or of all the filter matches): the paid date
// (today by default, never in the future) and, in the admin zone, the payment source (the club zone
// pays from the club's credit only). The answer: all paid -> a success notification and the modal
// closes; some or none paid -> the spec's message and each failure by person, here in the modal.
import type { ListQuery } from '@fedra/contract/common/list-query';
import { type ContributionPayResult, PAYMENT_SOURCE } from '@fedra/contract/contributions';
import { Alert, Button, Group, List, Modal, Select, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconAlertTriangle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CREDITS_KEY } from '../../../platform/api/query-keys';
import { applyServerErrors, validationMessages } from '../../../platform/forms';
import { TypedDateField } from '../../../platform/forms/DateField';
import { formatMoney } from '../../../platform/i18n/numbers';
import { todayInPrague } from '../../../platform/i18n/today';
import { notify, notifyError } from '../../../platform/notifications';
import { CONTRIBUTIONS_KEY, type ContributionZone, payContributions } from '../api';
import { useContributionCodebook } from '../use-contribution-codebook';

/** What is paid: picked ids, or every contribution the query's filter matches. */
export type PayTarget = { ids: number[] } | { all: true; query: ListQuery };

interface Props {
  zone: ContributionZone;
  target: PayTarget;
  /** How many contributions the target holds (for the text). */
  count: number;
  onClose: () => void;
  /** After an answer (the list and totals are refetched here): the page clears its selection. */
  onPaid: () => void;
}

interface Values {
  paidDate: string;
  paymentSourceId: string | null;
}

/** Today as the server counts it (Europe/Prague), the paid date's default and its latest value. */
export const today = todayInPrague;

/** The outcome's kind and message (the spec's three: all, some, none processed). */
export function payOutcome(
  result: ContributionPayResult,
  t: (key: string, options?: Record<string, unknown>) => string,
  lang = 'cs',
): { kind: 'success' | 'warning' | 'error'; message: string } {
  if (result.invalidCount === 0) {
    return {
      kind: 'success',
      message: t('pay.success', { count: result.paidCount, amount: formatMoney(result.paidAmount, lang) }),
    };
  }
  if (result.paidCount === 0) return { kind: 'error', message: t('pay.none') };
  return {
    kind: 'warning',
    message: t('pay.partial', { count: result.totalCount, invalidCount: result.invalidCount }),
  };
}

/**
 * The server's reason names the person already ("Jana Nováková: příspěvek už je zaplacen.", or the
 * contribution's number when it is outside the caller's scope); the name is set in bold.
 */
function FailureText({ fullName, message }: { fullName: string | null; message: string }) {
  if (!fullName || !message.startsWith(fullName)) return message;
  return (
    <>
      <Text span fw={600} size="sm">
        {fullName}
      </Text>
      {message.slice(fullName.length)}
    </>
  );
}

export function PayModal({ zone, target, count, onClose, onPaid }: Props) {
  const { t, i18n } = useTranslation('contributions');
  const { options, name } = useContributionCodebook();
  const queryClient = useQueryClient();
  const [result, setResult] = useState<ContributionPayResult | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const labels = { paidDate: t('field.paidDate'), paymentSourceId: t('field.paymentSource') };
  const form = useForm<Values>({
    initialValues: { paidDate: today(), paymentSourceId: String(PAYMENT_SOURCE.clubCredit) },
    validate: {
      paidDate: (v) => (!v ? validationMessages.required(labels.paidDate) : v > today() ? t('pay.dateFuture') : null),
      paymentSourceId: (v) => (zone === 'admin' && !v ? validationMessages.required(labels.paymentSourceId) : null),
    },
  });

  const submit = form.onSubmit(async (values) => {
    setBusy(true);
    setProblems([]);
    try {
      const body = {
        ...('ids' in target ? { ids: target.ids } : { all: true as const }),
        paidDate: values.paidDate,
        ...(zone === 'admin' ? { paymentSourceId: Number(values.paymentSourceId) } : {}),
      };
      const answer = (await payContributions(zone, body, 'all' in target ? target.query : undefined)).data;
      // Paid from club credit: a new movement of the club's credit too.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: CONTRIBUTIONS_KEY }),
        queryClient.invalidateQueries({ queryKey: CREDITS_KEY }),
      ]);
      onPaid();
      const outcome = payOutcome(answer, t, i18n.language);
      notify[outcome.kind](outcome.message);
      if (outcome.kind === 'success') onClose();
      else setResult(answer);
    } catch (err) {
      // Field problems next to their fields; the rest (ids, all) above the buttons.
      const { matched, messages } = applyServerErrors(form, err);
      if (messages.length) setProblems(messages);
      else if (!matched) notifyError(err);
    } finally {
      setBusy(false);
    }
  });

  if (result) {
    const outcome = payOutcome(result, t, i18n.language);
    return (
      <Modal opened onClose={onClose} title={t('pay.title')} size="lg">
        <Stack gap="md">
          <Alert
            color={outcome.kind === 'error' ? 'red' : 'yellow'}
            icon={outcome.kind === 'error' ? <IconAlertCircle aria-hidden /> : <IconAlertTriangle aria-hidden />}
            role="alert"
            data-pay-outcome={outcome.kind}
          >
            {outcome.message}
          </Alert>
          <Stack gap={4}>
            <Text fw={600} id="pay-failures">
              {t('pay.failures')}
            </Text>
            <List size="sm" spacing={4} aria-labelledby="pay-failures" data-pay-failures>
              {result.failures.map((f) => (
                <List.Item key={f.id}>
                  <FailureText fullName={f.fullName} message={f.message} />
                </List.Item>
              ))}
            </List>
          </Stack>
          <Group justify="flex-end">
            <Button onClick={onClose}>{t('pay.close')}</Button>
          </Group>
        </Stack>
      </Modal>
    );
  }

  return (
    <Modal opened onClose={onClose} title={t('pay.title')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text>{t('pay.intro', { count })}</Text>
          <TypedDateField label={labels.paidDate} required maxDate={today()} {...form.getInputProps('paidDate')} />
          {zone === 'admin' ? (
            <Select
              label={labels.paymentSourceId}
              required
              data={options('paymentSources')}
              allowDeselect={false}
              {...form.getInputProps('paymentSourceId')}
            />
          ) : (
            <Stack gap={2}>
              <Text size="sm" fw={500}>
                {labels.paymentSourceId}
              </Text>
              <Text>{name('paymentSources', PAYMENT_SOURCE.clubCredit)}</Text>
            </Stack>
          )}
          {problems.length > 0 && (
            <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
              {problems.map((p) => (
                <Text key={p} size="sm">
                  {p}
                </Text>
              ))}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common:cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('pay.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
