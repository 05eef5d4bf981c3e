// Nominations to national teams (representation/nominations): in the personal zone a member's own,
// in the club zone those of the current club's members; each answered by accepting or declining
// (declining asks first). The answer may be changed later.
import type { NominationWithTeam } from '@fedra/contract/representation';
import { Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCanAction } from '../../../platform/access';
import { confirmAction } from '../../../platform/forms';
import { formatDate } from '../../../platform/i18n/format';
import { notify, notifyError } from '../../../platform/notifications';
import { usePageTitle } from '../../../platform/routing/page-title';
import { useCurrentZone } from '../../../platform/routing/zone';
import { ANSWER_ACTION, answerNomination, NOMINATIONS_KEY, type NominationZone, nominationsQuery } from '../api';
import { NominationStateBadge, useTeamTraits } from '../components/shared';

export default function NominationsPage() {
  const { t } = useTranslation('representation');
  const zone = (useCurrentZone() === 'club' ? 'club' : 'personal') as NominationZone;
  usePageTitle(t('nominations.title'));
  const nominations = useQuery(nominationsQuery(zone));
  const mayAnswer = useCanAction()(ANSWER_ACTION);

  return (
    <Stack gap="md">
      <Title order={1}>{t('nominations.title')}</Title>
      <Text>{zone === 'club' ? t('nominations.introClub') : t('nominations.intro')}</Text>
      {nominations.isError ? (
        <Text c="red.8" role="alert">
          {t('nominations.loadError')}
        </Text>
      ) : !nominations.data ? (
        <Skeleton h={200} aria-busy />
      ) : nominations.data.data.length === 0 ? (
        <Text c="dimmed">{zone === 'club' ? t('nominations.emptyClub') : t('nominations.empty')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {nominations.data.data.map((n) => (
            <NominationCard key={n.id} zone={zone} nomination={n} mayAnswer={mayAnswer} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

function NominationCard({
  zone,
  nomination: n,
  mayAnswer,
}: {
  zone: NominationZone;
  nomination: NominationWithTeam;
  mayAnswer: boolean;
}) {
  const { t } = useTranslation('representation');
  const traits = useTeamTraits();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: NOMINATIONS_KEY });
  const accept = async () => {
    setBusy(true);
    try {
      await answerNomination(zone, n.id, 'accepted');
      notify.success(t('nominations.accepted'));
      await refresh();
    } catch (err) {
      notifyError(err);
    } finally {
      setBusy(false);
    }
  };
  const decline = () =>
    confirmAction({
      title: t('nominations.declineTitle'),
      children: t('nominations.declineQuestion', { team: n.teamName }),
      confirm: t('nominations.decline'),
      danger: true,
      run: () => answerNomination(zone, n.id, 'declined'),
      afterwards: async () => {
        notify.success(t('nominations.declined'));
        await refresh();
      },
    });
  const headingId = `nomination-${n.id}`;

  return (
    <Card withBorder padding="md" component="article" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={2} size="h4" id={headingId} style={{ overflowWrap: 'anywhere' }}>
              {n.teamName}
            </Title>
            <Text size="sm" c="dimmed">
              {n.seasonName} · {traits({ ...n, sexId: n.teamSexId })}
            </Text>
          </Stack>
          <NominationStateBadge state={n.state} />
        </Group>
        {zone === 'club' && (
          <Text size="sm">
            {t('field.person')}: {n.firstName} {n.lastName}
            {n.birthDate ? ` (${formatDate(n.birthDate)})` : ''}
          </Text>
        )}
        {n.answeredDate && (
          <Text size="xs" c="dimmed">
            {formatDate(n.answeredDate)}
            {n.answeredAs ? `, ${t(`answeredAs.${n.answeredAs}`)}` : ''}
          </Text>
        )}
        {mayAnswer && (
          <Group gap="xs">
            {n.state !== 'accepted' && (
              <Button
                size="sm"
                leftSection={<IconCheck size={16} aria-hidden />}
                loading={busy}
                aria-label={t('nominations.acceptLabel', { team: n.teamName })}
                onClick={() => void accept()}
              >
                {t('nominations.accept')}
              </Button>
            )}
            {n.state !== 'declined' && (
              <Button
                size="sm"
                variant="default"
                leftSection={<IconX size={16} aria-hidden />}
                aria-label={t('nominations.declineLabel', { team: n.teamName })}
                onClick={decline}
              >
                {t('nominations.decline')}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
