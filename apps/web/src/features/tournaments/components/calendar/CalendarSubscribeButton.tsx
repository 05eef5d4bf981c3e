// The calendar subscription (spec 001 "Dialogs in the tournament screens"): a button that opens a
// dialog with the feed's links for Google, Outlook and Apple calendars and the address itself to
// copy. In the personal zone there are two feeds (all public tournaments, my applications) and the
// member may replace the secret address of the second after confirming. Without PUBLIC_URL the
// server has no address to give: the dialog shows the spec's error instead.
import {
  ActionIcon,
  Alert,
  Button,
  CopyButton,
  Group,
  Loader,
  Modal,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCalendarPlus, IconCheck, IconCopy, IconRefresh } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../../platform/forms/confirm-action';
import { notify } from '../../../../platform/notifications';
import { type CalendarZone, calendarUrlsQuery, resetPersonalCalendar } from '../../api-public';
import { calendarLinks } from './calendar-links';

export interface CalendarSubscribeButtonProps {
  zone: CalendarZone;
}

export default function CalendarSubscribeButton({ zone }: CalendarSubscribeButtonProps) {
  const { t } = useTranslation('tournaments');
  const [opened, { open, close }] = useDisclosure(false);
  // A confirmation over the dialog (a new secret link) takes Escape alone: the dialog stays open.
  // (Read from the page: the public pages have no modals manager to ask.)
  const closeUnlessStacked = () => {
    if (document.querySelectorAll('[role="dialog"]').length > 1) return;
    close();
  };
  return (
    <>
      <Button variant="default" leftSection={<IconCalendarPlus size={16} aria-hidden />} onClick={open}>
        {t('calendar.subscribe')}
      </Button>
      <Modal opened={opened} onClose={closeUnlessStacked} title={t('calendar.title')} size="lg">
        {opened && <CalendarDialogBody zone={zone} />}
      </Modal>
    </>
  );
}

function CalendarDialogBody({ zone }: { zone: CalendarZone }) {
  const { t } = useTranslation('tournaments');
  const queryClient = useQueryClient();
  const urls = useQuery(calendarUrlsQuery(zone));

  if (urls.isPending) return <Loader size="sm" aria-label={t('calendar.loading')} />;
  if (urls.isError)
    return (
      <Alert color="red" title={t('calendar.errorTitle')} role="alert">
        {urls.error.message}
      </Alert>
    );
  const { publicUrl, personalUrl } = urls.data.data;
  if (!publicUrl)
    return (
      <Alert color="red" title={t('calendar.errorTitle')} role="alert">
        {t('calendar.notSet')}
      </Alert>
    );

  const renew = () =>
    confirmAction({
      title: t('calendar.reset.title'),
      children: <Text>{t('calendar.reset.text')}</Text>,
      confirm: t('calendar.reset.confirm'),
      danger: true,
      run: resetPersonalCalendar,
      afterwards: (answer) => {
        queryClient.setQueryData(calendarUrlsQuery(zone).queryKey, answer as typeof urls.data);
        notify.success(t('calendar.reset.done'));
      },
    });

  return (
    <Stack gap="lg">
      <Text size="sm">{t('calendar.intro')}</Text>
      <Feed url={publicUrl} title={t('calendar.feed.public')} name={t('calendar.name.public')} />
      {zone === 'personal' && personalUrl && (
        <>
          <Feed url={personalUrl} title={t('calendar.feed.personal')} name={t('calendar.name.personal')} />
          <Group>
            <Button variant="subtle" color="red" leftSection={<IconRefresh size={16} aria-hidden />} onClick={renew}>
              {t('calendar.reset.action')}
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}

/** One feed: the three applications' links and the address to copy. */
function Feed({ url, title, name }: { url: string; title: string; name: string }) {
  const { t } = useTranslation('tournaments');
  const links = calendarLinks(url, name);
  const app = (href: string, label: string) => (
    <Button component="a" href={href} target="_blank" rel="noopener noreferrer" variant="light" size="compact-md">
      {label}
    </Button>
  );
  return (
    <section aria-label={title}>
      <Title order={3} size="h5" mb="xs">
        {title}
      </Title>
      <Group gap="xs" mb="xs">
        {app(links.google, t('calendar.app.google'))}
        {app(links.outlook, t('calendar.app.outlook'))}
        {app(links.apple, t('calendar.app.apple'))}
      </Group>
      <TextInput
        label={t('calendar.app.other')}
        value={links.other}
        readOnly
        onFocus={(e) => e.currentTarget.select()}
        rightSection={
          <CopyButton value={links.other}>
            {({ copied, copy }) => (
              <Tooltip label={copied ? t('calendar.copied') : t('calendar.copy')} withArrow>
                <ActionIcon
                  variant="subtle"
                  color={copied ? 'teal' : undefined}
                  onClick={copy}
                  aria-label={copied ? t('calendar.copied') : t('calendar.copy')}
                >
                  {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
                </ActionIcon>
              </Tooltip>
            )}
          </CopyButton>
        }
      />
    </section>
  );
}
