// One disciplinary case (disciplinary-proceedings/detail/{id}; issue 32 §1): against whom, the
// matter and facts, the parties, the decision with its fine (a link to the club's order) and
// suspension, and the documents. The office changes the case, records the decision and deletes a
// case opened by mistake (asked first; a decided case is discontinued instead).

import type { DisciplinaryProceeding } from '@fedra/contract/disciplinary';
import { ORDER_STATUS } from '@fedra/contract/economy-codes';
import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconGavel, IconPencil, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { hasLinks } from '../../../platform/access';
import { confirmDelete } from '../../../platform/forms';
import { formatDate, formatDateTime } from '../../../platform/i18n/format';
import { formatMoney } from '../../../platform/i18n/numbers';
import { useIdParam } from '../../../platform/routing/id-param';
import { usePageTitle } from '../../../platform/routing/page-title';
import { zoneHref } from '../../../platform/routing/zone';
import { useCodebook } from '../../../platform/session/use-codebook';
import { CodebookStateBadge } from '../../../platform/ui/CodebookStateBadge';
import { Fact } from '../../../platform/ui/Fact';
import { recordGate } from '../../../platform/ui/record-gate';
import { SimpleTable } from '../../../platform/ui/SimpleTable';
import { deleteProceeding, proceedingQuery, UPDATE_LINK } from '../api';
import { DecisionFormModal } from '../components/DecisionFormModal';
import { DocumentsSection } from '../components/DocumentsSection';
import { ProceedingFormModal } from '../components/ProceedingFormModal';

export default function DisciplinaryDetailPage() {
  const { t } = useTranslation('disciplinary');
  const { id, valid } = useIdParam();
  const answer = useQuery({ ...proceedingQuery(id), enabled: valid });
  const number = answer.data?.data.number;
  usePageTitle(number ? t('detail.title', { number }) : t('detail.pageTitle'));
  const gate = recordGate(answer, { valid, loadError: t('detail.loadError') });
  if (gate || !answer.data) return gate;
  return <ProceedingView proceeding={answer.data.data} mayChange={hasLinks(answer.data.links, UPDATE_LINK)} />;
}

function ProceedingView({ proceeding: d, mayChange }: { proceeding: DisciplinaryProceeding; mayChange: boolean }) {
  const { t, i18n } = useTranslation('disciplinary');
  const codebook = useCodebook();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [deciding, setDeciding] = useState(false);
  const discontinued = d.stateId === 6;
  const subjectHref =
    d.subjectKind === 'person'
      ? zoneHref('admin', `persons/detail/${d.subjectId}`)
      : zoneHref('admin', `clubs/detail/${d.subjectId}`);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <div style={{ minWidth: 0 }}>
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {t('detail.title', { number: d.number })}
          </Title>
          <Text c="dimmed" size="sm" style={{ overflowWrap: 'anywhere' }}>
            {d.title}
          </Text>
        </div>
        <CodebookStateBadge list="disciplinaryStates" id={d.stateId} />
      </Group>

      {mayChange && (
        <Group gap="sm" wrap="wrap">
          {!discontinued && (
            <Button leftSection={<IconGavel size={16} aria-hidden />} onClick={() => setDeciding(true)}>
              {d.decidedOn ? t('detail.changeDecision') : t('detail.decide')}
            </Button>
          )}
          <Button variant="default" leftSection={<IconPencil size={16} aria-hidden />} onClick={() => setEditing(true)}>
            {t('detail.edit')}
          </Button>
          {!d.decidedOn && (
            <Button
              color="red"
              variant="subtle"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() =>
                confirmDelete({
                  title: t('detail.deleteTitle'),
                  name: t('detail.title', { number: d.number }),
                  remove: () => deleteProceeding(d.id),
                  afterwards: () => navigate(zoneHref('admin', 'disciplinary-proceedings')),
                })
              }
            >
              {t('detail.delete')}
            </Button>
          )}
        </Group>
      )}

      <Paper withBorder p="md">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
          <Fact label={t(`subject.${d.subjectKind}`)}>
            <Anchor component={Link} to={subjectHref}>
              {d.subjectName}
            </Anchor>
          </Fact>
          <Fact label={t('field.type')}>{codebook.name('disciplinaryTypes', d.typeId)}</Fact>
          <Fact label={t('field.openedOn')}>{formatDate(d.openedOn)}</Fact>
          <Fact label={t('field.hearingAt')}>{d.hearingAt ? formatDateTime(d.hearingAt) : null}</Fact>
          {d.tournament && (
            <Fact label={t('field.tournament')}>
              <Anchor component={Link} to={zoneHref('admin', `tournament-dynamic/detail/${d.tournament.id}`)}>
                {d.tournament.name}
              </Anchor>
            </Fact>
          )}
        </SimpleGrid>
        {d.description && (
          <Text size="sm" mt="md" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {d.description}
          </Text>
        )}
      </Paper>

      <Title order={2} size="h4">
        {t('detail.decision')}
      </Title>
      {d.decidedOn ? (
        <Paper withBorder p="md">
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
              <Fact label={t('field.decidedOn')}>{formatDate(d.decidedOn)}</Fact>
              <Fact label={t('field.fineAmount')}>
                {d.fineAmount !== null ? formatMoney(d.fineAmount / 100, i18n.language) : null}
                {d.fineOrder && (
                  <>
                    {' · '}
                    <Anchor component={Link} to={zoneHref('admin', `orders/detail/${d.fineOrder.id}`)}>
                      {d.fineOrder.statusId === ORDER_STATUS.cancelled
                        ? t('detail.fineOrderCancelled', { id: d.fineOrder.id })
                        : t('detail.fineOrder', { id: d.fineOrder.id })}
                    </Anchor>
                  </>
                )}
              </Fact>
              <Fact label={t('field.suspension')}>
                {d.suspensionFrom && d.suspensionTo
                  ? `${formatDate(d.suspensionFrom)} – ${formatDate(d.suspensionTo)}`
                  : null}
              </Fact>
              {d.suspensionFrom && (
                <Fact label={t('decision.scope')}>
                  {d.suspensionAll ? t('decision.scopeAll') : d.suspensionTournaments.map((c) => c.name).join(', ')}
                </Fact>
              )}
            </SimpleGrid>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {d.decisionText}
            </Text>
          </Stack>
        </Paper>
      ) : (
        <Text c="dimmed" size="sm">
          {t('detail.noDecision')}
        </Text>
      )}

      <Title order={2} size="h4">
        {t('field.parties')}
      </Title>
      <SimpleTable
        rows={d.parties}
        rowKey={(p) => p.id}
        empty={t('form.noParties')}
        columns={[
          { title: t('field.party.role'), render: (p) => t(`role.${p.role}`) },
          {
            title: t('field.party.name'),
            render: (p) =>
              p.personId ? (
                <Anchor component={Link} to={zoneHref('admin', `persons/detail/${p.personId}`)}>
                  {p.name}
                </Anchor>
              ) : p.clubId ? (
                <Anchor component={Link} to={zoneHref('admin', `clubs/detail/${p.clubId}`)}>
                  {p.name}
                </Anchor>
              ) : (
                p.name
              ),
          },
          { title: t('field.party.note'), render: (p) => p.note ?? '–' },
        ]}
      />

      <Title order={2} size="h4">
        {t('detail.documents')}
      </Title>
      <DocumentsSection proceeding={d} mayChange={mayChange} />

      {editing && <ProceedingFormModal proceeding={d} onClose={() => setEditing(false)} />}
      {deciding && <DecisionFormModal proceeding={d} onClose={() => setDeciding(false)} />}
    </Stack>
  );
}
