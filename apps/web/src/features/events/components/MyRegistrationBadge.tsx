// The member's own registration of an event in words: registered, waiting (with the position),
// cancelled, or whether registration is open; a dot of its colour beside dark text (as the
// codebook's state badges), so any colour reads well.
import type { MyEventListItem } from '@fedra/contract/events';
import { Box, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const DECLINED = 3;

function Dot({ color, children }: { color: string; children: string }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Box w={10} h={10} bg={color} style={{ borderRadius: '50%', flex: 'none' }} aria-hidden />
      <Text size="sm">{children}</Text>
    </Group>
  );
}

export function MyRegistrationBadge({ event }: { event: MyEventListItem }) {
  const { t } = useTranslation('events');
  const r = event.myRegistration;
  if (r && r.stateId !== DECLINED)
    return r.waiting ? (
      <Dot color="#f08c00">{t('my.waiting', { position: r.waitingPosition })}</Dot>
    ) : (
      <Dot color="#2f9e44">{t('my.registered')}</Dot>
    );
  if (r) return <Dot color="#868e96">{t('my.declined')}</Dot>;
  return event.registrationOpen ? (
    <Dot color="#1c7ed6">{t('my.open')}</Dot>
  ) : (
    <Dot color="#868e96">{t('my.closed')}</Dot>
  );
}
