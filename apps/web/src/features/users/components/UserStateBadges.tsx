// An account's locked and invitation-pending states as badges, on the users list and the detail.
// A light colour behind dark text, as the match states: white on Mantine's darkest orange is 4.3:1,
// under AA for the badge's small text (axe failed the list once an invited user was on it).
import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function UserStateBadges({ user }: { user: { locked: boolean; invitationPending: boolean } }) {
  const { t } = useTranslation('users');
  return (
    <Group gap={4}>
      {user.locked && (
        <Badge color="red" variant="light" c="dark.7" tt="none" miw="max-content">
          {t('detail.locked')}
        </Badge>
      )}
      {user.invitationPending && (
        <Badge color="orange" variant="light" c="dark.7" tt="none" miw="max-content">
          {t('detail.pending')}
        </Badge>
      )}
    </Group>
  );
}
