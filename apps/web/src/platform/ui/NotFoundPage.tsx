// The not-found page (spec 000 §2.1): titled "Nenalezeno", for the public zone and everywhere else:
// the router shows it for an unknown address, and any page for an id that names nothing. On its own
// (an unknown address outside the zones, the public site) it is the page's main landmark; inside the
// shell, whose <main> holds it, it is a plain box (one main landmark per page). The server answers
// an unknown address of the public site with the application (it does not know every client route),
// so the page tells search engines itself not to index it (React puts the tag in <head> while shown).
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageRootElement } from './main-landmark';

export function NotFoundPage() {
  const { t } = useTranslation();
  const root = usePageRootElement();
  return (
    <Center mih="70vh" p="md" component={root}>
      <meta name="robots" content="noindex" />
      <Stack align="center" gap="sm">
        <Title order={1}>{t('notFound.title')}</Title>
        <Text>{t('notFound.text')}</Text>
        <Button component={Link} to="/" variant="light">
          {t('notFound.toStart')}
        </Button>
      </Stack>
    </Center>
  );
}
