// The statement page a club's e-mail links to (anonymous, full layout): the request as the club
// knows it, agree / disagree and a comment. Sending leads to the result page, whose token says
// whether the statement was taken; a forged or expired link shows the server's message.
import { REQUEST_STATEMENT_COMMENT_MAX } from '@fedra/contract/requests';
import { Alert, Button, Card, Container, Group, Radio, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../../platform/api/api-error';
import { formatDate } from '../../../platform/i18n/format';
import { usePageTitle } from '../../../platform/routing/page-title';
import { statementQuery, submitStatement } from '../api';
import { resultPagePath } from './result-path';

export default function RequestStatementPage() {
  const { t } = useTranslation('requests');
  usePageTitle(t('statement.title'));
  // In the query string (the server's request log leaves it out, a path would be logged).
  const token = useSearchParams()[0].get('token') ?? '';
  const statement = useQuery(statementQuery(token));
  const navigate = useNavigate();
  const [decision, setDecision] = useState<string | null>(null);
  const [comment, setComment] = useState('');
  const [decisionError, setDecisionError] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: submitStatement,
    onSuccess: (answer) => navigate(resultPagePath(answer.data.resultUrl)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!decision) {
      setDecisionError(t('statement.decisionRequired'));
      return;
    }
    send.mutate({ token, agreed: decision === 'agree', comment: comment.trim() || null });
  };

  const loadError = statement.error;
  const sendFields = isApiError(send.error) ? send.error.fieldErrors : {};
  const r = statement.data?.data;

  return (
    <Container size="sm" py="md" component="main">
      <Stack gap="md">
        <Title order={1}>{t('statement.title')}</Title>
        {statement.isPending && <Skeleton h={200} />}
        {loadError && (
          <Alert color="red" role="alert" title={t('statement.invalid')}>
            {isApiError(loadError)
              ? (loadError.fieldErrors.token ?? loadError.messages[0] ?? t('statement.loadFailed'))
              : t('statement.loadFailed')}
          </Alert>
        )}
        {r && (
          <>
            {r.statementClubName && <Text>{t('statement.intro', { club: r.statementClubName })}</Text>}
            <Card withBorder>
              <Stack gap="xs" component="dl" m={0}>
                <Row label={t('statement.type')} value={r.typeName} />
                <Row label={t('statement.person')} value={r.personName} />
                <Row label={t('statement.fromClub')} value={r.statementClubName} />
                <Row label={t('statement.toClub')} value={r.clubName} />
                <Row label={t('statement.note')} value={r.note} />
              </Stack>
            </Card>
            <Text size="sm" c="dimmed">
              {t('statement.expires', { date: formatDate(r.expiresAt.slice(0, 10)) })}
            </Text>
            {!r.isOpen && (
              <Alert color="yellow" role="status">
                {t('statement.closed')}
              </Alert>
            )}
            {r.isOpen && (
              <form onSubmit={submit} noValidate>
                <Stack gap="sm">
                  <Radio.Group
                    label={t('statement.decision')}
                    required
                    value={decision}
                    onChange={(v) => {
                      setDecision(v);
                      setDecisionError(null);
                    }}
                    error={decisionError ?? sendFields.agreed}
                  >
                    <Group mt="xs">
                      <Radio value="agree" label={t('statement.agree')} />
                      <Radio value="disagree" label={t('statement.disagree')} />
                    </Group>
                  </Radio.Group>
                  <Textarea
                    label={t('statement.comment')}
                    autosize
                    minRows={3}
                    maxLength={REQUEST_STATEMENT_COMMENT_MAX}
                    value={comment}
                    onChange={(e) => setComment(e.currentTarget.value)}
                    error={sendFields.comment}
                  />
                  {send.error && !sendFields.agreed && !sendFields.comment && (
                    <Alert color="red" role="alert" title={t('statement.sendFailed')}>
                      {isApiError(send.error) ? (send.error.messages[0] ?? send.error.message) : send.error.message}
                    </Alert>
                  )}
                  <Group>
                    <Button type="submit" loading={send.isPending}>
                      {t('statement.submit')}
                    </Button>
                  </Group>
                </Stack>
              </form>
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}

function Row({ label, value }: { label: string; value: string | null }) {
  if (!value) return null;
  return (
    <Group gap="xs" wrap="wrap" align="baseline">
      <Text component="dt" c="dimmed" size="sm" w={110}>
        {label}
      </Text>
      <Text component="dd" m={0} fw={500} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Group>
  );
}
