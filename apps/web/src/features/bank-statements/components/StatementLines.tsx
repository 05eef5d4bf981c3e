// A statement's payments with their state, filtered by state, variable symbol and payer; the ones
// not booked can be assigned to an invoice by hand or ignored (and an ignored one taken back).
import type { BankStatementLine } from '@fedra/contract/bank-statements';
import { STATEMENT_LINE_STATES } from '@fedra/contract/economy-codes';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCanAction } from '../../../platform/access';
import { ListView, type OutsideFilters } from '../../../platform/forms';
import { formatDate } from '../../../platform/i18n/format';
import { formatMoney } from '../../../platform/i18n/numbers';
import { notify, notifyError } from '../../../platform/notifications';
import { BANK_STATEMENTS_KEY, ignoreLine, koruny, linesKey, loadLines, UPDATE_ACTION, unignoreLine } from '../api';
import { AssignModal } from './AssignModal';
import { LineStateBadge } from './LineStateBadge';

const BOOKED = new Set(['matched', 'assigned']);

export function StatementLines({ statementId, title }: { statementId: number; title: string }) {
  const { t, i18n } = useTranslation('bank-statements');
  const lang = i18n.language;
  const may = useCanAction();
  const canUpdate = may(UPDATE_ACTION);
  const queryClient = useQueryClient();
  const [assigning, setAssigning] = useState<BankStatementLine | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: BANK_STATEMENTS_KEY });

  const toggleIgnore = async (line: BankStatementLine) => {
    setBusy(line.id);
    try {
      if (line.state === 'ignored') await unignoreLine(line.id);
      else await ignoreLine(line.id);
      notify.success(line.state === 'ignored' ? t('lines.unignored') : t('lines.ignoredDone'));
      await refresh();
    } catch (err) {
      notifyError(err);
    } finally {
      setBusy(null);
    }
  };

  const outsideFilters: OutsideFilters = {
    apply: (query) => ({
      ...query,
      fields: { ...query.fields, statementId: { o: 'valuesEqual', v: [String(statementId)] } },
    }),
    active: false,
  };

  return (
    <Stack gap="sm">
      <ListView<BankStatementLine>
        queryKey={[...linesKey, statementId]}
        load={loadLines}
        caption={title}
        defaultSort="bookingDate"
        syncToUrl
        urlPrefix="lines."
        outsideFilters={outsideFilters}
        emptyText={t('lines.empty')}
        emptyFilteredText={t('lines.emptyFiltered')}
        filters={[
          {
            kind: 'select',
            field: 'state',
            label: t('lines.state'),
            options: STATEMENT_LINE_STATES.map((s) => ({ value: s, label: t(`state.${s}`) })),
          },
          { kind: 'text', field: 'variableSymbol', label: t('lines.vs') },
          { kind: 'text', field: 'counterpartyName', label: t('lines.payer') },
        ]}
        columns={[
          {
            key: 'bookingDate',
            title: t('lines.date'),
            sortField: 'bookingDate',
            render: (l) => formatDate(l.bookingDate),
          },
          {
            key: 'amount',
            title: t('lines.amount'),
            sortField: 'amount',
            align: 'right',
            render: (l) => (
              <Text span style={{ whiteSpace: 'nowrap' }}>
                {formatMoney(koruny(l.amount), lang)}
              </Text>
            ),
          },
          {
            key: 'variableSymbol',
            title: t('lines.vs'),
            sortField: 'variableSymbol',
            render: (l) => l.variableSymbol ?? '–',
          },
          {
            key: 'payer',
            title: t('lines.payer'),
            sortField: 'counterpartyName',
            render: (l) => (
              <Stack gap={0}>
                <Text size="sm">{l.counterpartyName ?? '–'}</Text>
                {l.counterpartyAccount && (
                  <Text size="xs" c="dimmed">
                    {l.counterpartyAccount}
                  </Text>
                )}
              </Stack>
            ),
          },
          { key: 'message', title: t('lines.message'), render: (l) => l.message ?? '–' },
          {
            key: 'state',
            title: t('lines.state'),
            sortField: 'state',
            render: (l) => <LineStateBadge state={l.state} />,
          },
          {
            key: 'invoice',
            title: t('lines.invoice'),
            render: (l) =>
              l.invoice ? (
                <Stack gap={0}>
                  <Text size="sm">{l.invoice.number}</Text>
                  <Text size="xs" c="dimmed">
                    {l.invoice.club.name} · {formatMoney(koruny(l.invoice.amount), lang)}
                  </Text>
                </Stack>
              ) : (
                '–'
              ),
          },
          ...(canUpdate
            ? [
                {
                  key: 'actions',
                  title: t('lines.actions'),
                  render: (l: BankStatementLine) =>
                    BOOKED.has(l.state) ? null : (
                      <Group gap={6} wrap="nowrap">
                        {l.state !== 'ignored' && (
                          <Button
                            size="compact-sm"
                            onClick={() => setAssigning(l)}
                            aria-label={t('lines.assignFor', { amount: formatMoney(koruny(l.amount), lang) })}
                          >
                            {t('lines.assign')}
                          </Button>
                        )}
                        <Button
                          size="compact-sm"
                          variant="default"
                          loading={busy === l.id}
                          onClick={() => toggleIgnore(l)}
                          aria-label={
                            l.state === 'ignored'
                              ? t('lines.unignoreFor', { amount: formatMoney(koruny(l.amount), lang) })
                              : t('lines.ignoreFor', { amount: formatMoney(koruny(l.amount), lang) })
                          }
                        >
                          {l.state === 'ignored' ? t('lines.unignore') : t('lines.ignore')}
                        </Button>
                      </Group>
                    ),
                },
              ]
            : []),
        ]}
      />
      {assigning && <AssignModal line={assigning} onClose={() => setAssigning(null)} onAssigned={refresh} />}
    </Stack>
  );
}
