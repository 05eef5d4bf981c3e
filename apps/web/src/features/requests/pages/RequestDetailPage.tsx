// A request (requests/detail/{id}; issue 30 §4): who moves from which club to which and when, its
// steps with who acted at each, the comments and attachments, and the actions the answer's links
// offer the caller now: the releasing club's statement, the asking club's withdrawal, the office's
// decision and statement link, a comment.
import type { Link as ApiLink } from '@fedra/contract/common/envelope';
import { REQUEST_COMMENT_MAX, type RequestDetail } from '@fedra/contract/requests';
import { Anchor, Button, Card, Group, SimpleGrid, Stack, Text, Textarea, Timeline, Title } from '@mantine/core';
import {
  IconArrowLeft,
  IconBan,
  IconGavel,
  IconMail,
  IconMessage,
  IconPaperclip,
  IconScale,
} from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { confirmAction } from '../../../platform/forms';
import { formatDate, formatDateTime } from '../../../platform/i18n/format';
import { notify, notifyError } from '../../../platform/notifications';
import { useIdParam } from '../../../platform/routing/id-param';
import { usePageTitle } from '../../../platform/routing/page-title';
import { useCurrentZone, zoneHref } from '../../../platform/routing/zone';
import { useCodebook } from '../../../platform/session/use-codebook';
import { Fact } from '../../../platform/ui/Fact';
import { recordGate } from '../../../platform/ui/record-gate';
import {
  addRequestComment,
  cancelRequest,
  issueStatementLink,
  REQUEST_LINK,
  REQUESTS_KEY,
  type RequestZone,
  requestQuery,
} from '../api';
import { AttachmentUpload } from '../components/AttachmentUpload';
import { DecideModal, StatementModal } from '../components/RequestActionModals';
import { RequestStateBadge } from '../components/RequestStateBadge';

export default function RequestDetailPage() {
  const { t } = useTranslation('requests');
  const zone = useCurrentZone() as RequestZone;
  const { id, valid } = useIdParam();
  const answer = useQuery({ ...requestQuery(zone, id), enabled: valid });
  usePageTitle(answer.data ? t('detail.title', { id }) : t('detail.titleShort'));
  const gate = recordGate(answer, { valid, loadError: t('detail.loadError') });
  if (gate || !answer.data) return gate;
  return <RequestView zone={zone} request={answer.data.data} links={answer.data.links} />;
}

function RequestView({ zone, request: r, links }: { zone: RequestZone; request: RequestDetail; links: ApiLink[] }) {
  const { t } = useTranslation('requests');
  const codebook = useCodebook();
  const queryClient = useQueryClient();
  const has = (op: string) => links.some((l) => l.operationId === op);
  const [stating, setStating] = useState(false);
  const [deciding, setDeciding] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: REQUESTS_KEY });
  const type = codebook.name('requestTypes', r.typeId);
  const mayAttach = has(REQUEST_LINK.adminAttachment) || has(REQUEST_LINK.clubAttachment);

  const cancel = () =>
    confirmAction({
      title: t('cancel.title'),
      children: <Text>{t('cancel.text', { id: r.id })}</Text>,
      confirm: t('cancel.confirm'),
      danger: true,
      run: () => cancelRequest(r.id),
      afterwards: async () => {
        notify.success(t('cancel.done'));
        await refresh();
      },
    });
  const sendLink = () =>
    confirmAction({
      title: t('statementLink.title'),
      children: (
        <Stack gap="xs">
          <Text>{t('statementLink.text', { club: r.fromClub?.name ?? '' })}</Text>
          {/* Asking again clears the club's answer: the office is told which answer it loses. */}
          {r.statementAgreed !== null && (
            <Text fw={500}>
              {t('statementLink.restate', {
                answer: r.statementAgreed ? t('detail.agreed') : t('detail.objected'),
                date: r.statementDate ? formatDate(r.statementDate) : '',
              })}
            </Text>
          )}
        </Stack>
      ),
      confirm: t('statementLink.confirm'),
      run: () => issueStatementLink(r.id),
      afterwards: async (result) => {
        const sentTo = (result as { data: { sentTo: string } }).data.sentTo;
        notify.success(t('statementLink.done', { email: sentTo }));
        await refresh();
      },
    });

  return (
    <Stack gap="md">
      <Anchor component={Link} to={zoneHref(zone, 'requests')} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          {t('detail.back')}
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <div>
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {t('detail.heading', { id: r.id, type })}
          </Title>
          <Group gap="xs" mt={4}>
            <RequestStateBadge stateId={r.stateId} />
            {r.stepId !== null && (
              <Text size="sm" c="dimmed">
                · {codebook.name('requestSteps', r.stepId)}
              </Text>
            )}
          </Group>
        </div>
        <Group gap="xs">
          {has(REQUEST_LINK.statement) && (
            <Button leftSection={<IconScale size={16} aria-hidden />} onClick={() => setStating(true)}>
              {t('statement.open')}
            </Button>
          )}
          {has(REQUEST_LINK.decide) && (
            <Button leftSection={<IconGavel size={16} aria-hidden />} onClick={() => setDeciding(true)}>
              {t('decide.open')}
            </Button>
          )}
          {has(REQUEST_LINK.statementLink) && (
            <Button variant="default" leftSection={<IconMail size={16} aria-hidden />} onClick={sendLink}>
              {t('statementLink.open')}
            </Button>
          )}
          {has(REQUEST_LINK.cancel) && (
            <Button variant="light" color="red" leftSection={<IconBan size={16} aria-hidden />} onClick={cancel}>
              {t('cancel.open')}
            </Button>
          )}
        </Group>
      </Group>

      <Card withBorder>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
          <Fact label={t('field.person')}>
            {r.person
              ? `${r.person.fullName}${r.person.registrationNumber ? `, ${r.person.registrationNumber}` : ''}`
              : null}
          </Fact>
          <Fact label={t('field.fromClub')}>{r.fromClub?.name}</Fact>
          <Fact label={t('field.toClub')}>{r.toClub?.name}</Fact>
          <Fact label={t('field.effectiveDate')}>{r.effectiveDate ? formatDate(r.effectiveDate) : null}</Fact>
          {r.loanEndDate && <Fact label={t('field.loanEndDate')}>{formatDate(r.loanEndDate)}</Fact>}
          <Fact label={t('field.objectionDeadline')}>
            {r.objectionDeadline ? formatDate(r.objectionDeadline) : null}
          </Fact>
          <Fact label={t('field.statement')}>
            {r.statementAgreed === null
              ? t('detail.noStatement')
              : `${r.statementAgreed ? t('detail.agreed') : t('detail.objected')}${r.statementComment ? `: ${r.statementComment}` : ''}`}
          </Fact>
          {r.fee !== null && <Fact label={t('field.fee')}>{t('detail.fee', { fee: r.fee })}</Fact>}
          {r.feeOrder && (
            <Fact label={t('field.feeOrder')}>
              {r.feeOrder.invoiceNumber
                ? t('detail.feeOrderInvoiced', { id: r.feeOrder.id, number: r.feeOrder.invoiceNumber })
                : t('detail.feeOrder', { id: r.feeOrder.id })}
            </Fact>
          )}
          {r.decisionNote && <Fact label={t('field.decisionNote')}>{r.decisionNote}</Fact>}
          {r.appliedDate && <Fact label={t('field.appliedDate')}>{formatDate(r.appliedDate)}</Fact>}
          {r.note && <Fact label={t('field.note')}>{r.note}</Fact>}
          <Fact label={t('field.createdDate')}>{formatDateTime(r.createdDate)}</Fact>
        </SimpleGrid>
      </Card>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Stack gap="sm">
          <Title order={2} size="h3">
            {t('detail.steps')}
          </Title>
          <Timeline active={r.steps.length - 1} bulletSize={18} lineWidth={2}>
            {r.steps.map((s) => (
              <Timeline.Item key={s.id} title={t(`action.${s.action}`)}>
                <Text size="sm">
                  {codebook.name('requestSteps', s.stepId)} → {codebook.name('requestStates', s.stateId)}
                </Text>
                <Text size="xs" c="dimmed">
                  {[formatDateTime(s.createdDate), s.actorName ?? t('detail.system'), s.actorClub?.name]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
                {s.note && (
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    „{s.note}“
                  </Text>
                )}
              </Timeline.Item>
            ))}
          </Timeline>
          {(r.attachments.length > 0 || mayAttach) && (
            <>
              <Title order={2} size="h3">
                {t('detail.attachments')}
              </Title>
              {mayAttach && zone !== 'personal' && <AttachmentUpload zone={zone} id={r.id} />}
              <Stack gap={4}>
                {r.attachments.map((a) => (
                  <Group key={a.id} gap={6}>
                    <IconPaperclip size={14} aria-hidden />
                    <Anchor href={a.downloadUrl} size="sm">
                      {a.name}
                    </Anchor>
                  </Group>
                ))}
              </Stack>
            </>
          )}
        </Stack>
        <Comments
          zone={zone}
          request={r}
          mayComment={has(REQUEST_LINK.adminComment) || has(REQUEST_LINK.clubComment)}
        />
      </SimpleGrid>
      {stating && <StatementModal id={r.id} deadline={r.objectionDeadline} onClose={() => setStating(false)} />}
      {deciding && <DecideModal id={r.id} onClose={() => setDeciding(false)} />}
    </Stack>
  );
}

function Comments({
  zone,
  request: r,
  mayComment,
}: {
  zone: RequestZone;
  request: RequestDetail;
  mayComment: boolean;
}) {
  const { t } = useTranslation('requests');
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      setError(t('comments.required'));
      return;
    }
    setBusy(true);
    try {
      await addRequestComment(zone === 'admin' ? 'admin' : 'club', r.id, { text });
      setText('');
      setError(null);
      await queryClient.invalidateQueries({ queryKey: REQUESTS_KEY });
    } catch (err) {
      notifyError(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('comments.title')}
      </Title>
      {r.comments.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('comments.empty')}
        </Text>
      )}
      {r.comments.map((c) => (
        <Card key={c.id} withBorder padding="sm">
          <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
            {c.text}
          </Text>
          <Text size="xs" c="dimmed">
            {[formatDateTime(c.createdDate), c.authorName, c.authorClub?.name ?? t('comments.office')]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </Card>
      ))}
      {mayComment && (
        <form onSubmit={send} noValidate>
          <Stack gap="xs">
            <Textarea
              label={t('comments.new')}
              autosize
              minRows={2}
              maxRows={6}
              maxLength={REQUEST_COMMENT_MAX}
              value={text}
              error={error}
              onChange={(e) => setText(e.currentTarget.value)}
            />
            <Group justify="flex-end">
              <Button type="submit" variant="light" loading={busy} leftSection={<IconMessage size={16} aria-hidden />}>
                {t('comments.send')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
