// One message: its webhook-id, body and every attempt (time, answer code, excerpt or error), and
// its replay (a new attempt with the same webhook-id) for who may write.
import { Button, Code, Group, Modal, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../platform/i18n/format';
import { notify, notifyError } from '../../../platform/notifications';
import { messageQuery, replayMessage, WEBHOOKS_KEY } from '../api';
import { MessageStateBadge } from './MessageStateBadge';

export function MessageModal({ id, mayReplay, onClose }: { id: number; mayReplay: boolean; onClose: () => void }) {
  const { t } = useTranslation('webhooks');
  const queryClient = useQueryClient();
  const query = useQuery({
    ...messageQuery(id),
    refetchInterval: (q) =>
      q.state.data?.data.state === 'sending' || q.state.data?.data.state === 'pending' ? 2000 : false,
  });
  const [replaying, setReplaying] = useState(false);
  const message = query.data?.data;
  const replay = async () => {
    setReplaying(true);
    try {
      await replayMessage(id);
      notify.success(t('messages.replayed'));
      await queryClient.invalidateQueries({ queryKey: WEBHOOKS_KEY });
    } catch (err) {
      notifyError(err);
    } finally {
      setReplaying(false);
    }
  };
  return (
    <Modal opened onClose={onClose} size="xl" title={t('message.title')}>
      {!message ? (
        <Text size="sm">{t('message.loading')}</Text>
      ) : (
        <Stack>
          <Group gap="sm">
            <MessageStateBadge state={message.state} />
            <Text size="sm">{t(`event.${message.eventType}`, { defaultValue: message.eventType })}</Text>
          </Group>
          <Text size="sm">
            webhook-id: <Code>{message.msgId}</Code>
          </Text>
          <Code block style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
            {message.body}
          </Code>
          <ScrollArea type="auto">
            <Table striped miw={560}>
              <Table.Caption>{t('message.attempts')}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('message.at')}</Table.Th>
                  <Table.Th>{t('message.code')}</Table.Th>
                  <Table.Th>{t('message.answer')}</Table.Th>
                  <Table.Th>{t('message.duration')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {message.attempts.length === 0 && (
                  <Table.Tr>
                    <Table.Td colSpan={4}>{t('message.noAttempts')}</Table.Td>
                  </Table.Tr>
                )}
                {message.attempts.map((a) => (
                  <Table.Tr key={a.id}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {formatDateTime(a.attemptDate)}
                      {a.isReplay ? ` (${t('message.replay')})` : ''}
                    </Table.Td>
                    <Table.Td>{a.status ?? '–'}</Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{a.error ?? a.responseExcerpt ?? ''}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{t('message.ms', { ms: a.durationMs })}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
          {mayReplay && (
            <Group justify="flex-end">
              <Button onClick={() => void replay()} loading={replaying} disabled={message.state === 'sending'}>
                {t('messages.replay')}
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </Modal>
  );
}
