// Bank statements (admin zone; issue 31 §4): upload a statement, the statements imported so far with
// their payments per state, and the chosen statement's payments to assign or ignore.
import type { BankStatement } from '@fedra/contract/bank-statements';
import { STATEMENT_LINE_STATES } from '@fedra/contract/economy-codes';
import { Anchor, Badge, Group, Stack, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCanAction } from '../../../platform/access';
import { ListView } from '../../../platform/forms';
import { formatDate, formatDateRange } from '../../../platform/i18n/format';
import { formatMoney } from '../../../platform/i18n/numbers';
import { usePageTitle } from '../../../platform/routing/page-title';
import { BANK_STATEMENTS_KEY, koruny, loadStatements, statementQuery, statementsKey, UPDATE_ACTION } from '../api';
import { STATE_COLORS } from '../components/LineStateBadge';
import { StatementLines } from '../components/StatementLines';
import { UploadStatement } from '../components/UploadStatement';

const STATEMENT_KEY = 'statement';

function StateCounts({ s }: { s: BankStatement }) {
  const { t } = useTranslation('bank-statements');
  return (
    <Group gap={4}>
      {STATEMENT_LINE_STATES.filter((st) => s.counts[st] > 0).map((st) => (
        <Badge key={st} variant="dot" color={STATE_COLORS[st]} tt="none" miw="max-content">
          {t(`state.${st}`)}: {s.counts[st]}
        </Badge>
      ))}
    </Group>
  );
}

export default function BankStatementsPage() {
  const { t, i18n } = useTranslation('bank-statements');
  const title = t('title');
  usePageTitle(title);
  const may = useCanAction();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const selected = Number(params.get(STATEMENT_KEY)) || null;
  const select = (id: number | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set(STATEMENT_KEY, String(id));
        else next.delete(STATEMENT_KEY);
        for (const key of [...next.keys()]) if (key.startsWith('lines.')) next.delete(key);
        return next;
      },
      { replace: false },
    );
  const statement = useQuery({ ...statementQuery(selected ?? 0), enabled: selected !== null });
  const chosen = statement.data?.data;

  return (
    <Stack gap="md">
      <Title order={1}>{title}</Title>
      {may(UPDATE_ACTION) && (
        <UploadStatement
          onImported={async (s) => {
            await queryClient.invalidateQueries({ queryKey: BANK_STATEMENTS_KEY });
            select(s.id);
          }}
        />
      )}
      <ListView<BankStatement>
        queryKey={statementsKey}
        load={loadStatements}
        caption={t('list.caption')}
        defaultSort="-createdDate"
        emptyText={t('list.empty')}
        emptyFilteredText={t('list.emptyFiltered')}
        filters={[{ kind: 'text', field: 'fileName', label: t('list.fileName') }]}
        columns={[
          {
            key: 'createdDate',
            title: t('list.uploaded'),
            sortField: 'createdDate',
            render: (s) => formatDate(s.createdDate.slice(0, 10)),
          },
          {
            key: 'fileName',
            title: t('list.fileName'),
            sortField: 'fileName',
            render: (s) => (
              <Anchor
                component="button"
                type="button"
                ta="left"
                onClick={() => select(s.id)}
                aria-current={s.id === selected ? 'true' : undefined}
                fw={s.id === selected ? 700 : undefined}
                style={{ overflowWrap: 'anywhere' }}
              >
                {s.fileName}
              </Anchor>
            ),
          },
          {
            key: 'period',
            title: t('list.period'),
            sortField: 'fromDate',
            render: (s) => (s.fromDate ? formatDateRange(s.fromDate, s.toDate) : '–'),
          },
          { key: 'lineCount', title: t('list.lineCount'), sortField: 'lineCount', align: 'right' },
          {
            key: 'total',
            title: t('list.total'),
            align: 'right',
            render: (s) => <span style={{ whiteSpace: 'nowrap' }}>{formatMoney(koruny(s.total), i18n.language)}</span>,
          },
          { key: 'counts', title: t('list.counts'), render: (s) => <StateCounts s={s} /> },
        ]}
      />
      {selected !== null && chosen && (
        <Stack gap="sm" component="section" aria-labelledby="statement-lines-title">
          <Group justify="space-between" align="flex-end">
            <Title order={2} size="h3" id="statement-lines-title" style={{ overflowWrap: 'anywhere' }}>
              {t('lines.title', { name: chosen.statementId ?? chosen.fileName })}
            </Title>
            <Anchor component="button" type="button" onClick={() => select(null)}>
              {t('lines.close')}
            </Anchor>
          </Group>
          <StateCounts s={chosen} />
          <StatementLines
            statementId={chosen.id}
            title={t('lines.title', { name: chosen.statementId ?? chosen.fileName })}
          />
        </Stack>
      )}
    </Stack>
  );
}
