// The not-found page (spec 000 §2.1): titled "Nenalezeno", for the public zone and everywhere else:
// the router shows it for an unknown address, and any page for an id that names nothing.
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Center mih="70vh" p="md" component="main">
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
