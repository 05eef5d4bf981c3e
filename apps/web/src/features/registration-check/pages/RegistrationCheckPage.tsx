// The public registration-number check page (anonymous, full layout): a text with numbers, the
// Check button, and per number found a badge (text and colour), the number and its QR code.
// Opened with ?number=… (a QR code's target) it fills the text and runs the check at once.
import type { PublicValidation } from '@fedra/contract/registration-check';
import { Alert, Badge, Button, Card, Container, Group, Image, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isFeatureActive, useAccessContext } from '../../../platform/access';
import { isApiError } from '../../../platform/api/api-error';
import { usePageTitle } from '../../../platform/routing/page-title';
import { NotFoundPage } from '../../not-found';
import { checkRegistrationNumbers } from '../api';

const NUMBER_PARAM = 'number';

export default function RegistrationCheckPage() {
  const on = isFeatureActive(useAccessContext().features, 'public', 'public-registration-number-validation');
  if (!on) return <NotFoundPage />;
  return <RegistrationCheck />;
}

function RegistrationCheck() {
  const { t } = useTranslation('registration-check');
  usePageTitle(t('title'));
  const [params] = useSearchParams();
  const fromLink = params.get(NUMBER_PARAM)?.trim() ?? '';
  const [text, setText] = useState(fromLink);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const check = useMutation({ mutationFn: checkRegistrationNumbers });
  const { mutate } = check;

  // A QR code's address: check that one number as soon as the page opens (and when it changes).
  const checkedLink = useRef<string | null>(null);
  useEffect(() => {
    if (!fromLink || checkedLink.current === fromLink) return;
    checkedLink.current = fromLink;
    setText(fromLink);
    setFieldError(null);
    mutate(fromLink);
  }, [fromLink, mutate]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      setFieldError(t('field.required'));
      return;
    }
    setFieldError(null);
    check.mutate(text);
  };

  const error = check.error;
  const serverFieldError = isApiError(error) ? error.fieldErrors.text : undefined;
  const otherError = error && !serverFieldError ? error : null;
  const results = check.data?.data;

  return (
    <Container size="sm" py="md" component="main">
      <Stack gap="md">
        <Title order={1}>{t('title')}</Title>
        <Text>{t('intro')}</Text>
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Textarea
              label={t('field.text')}
              placeholder={t('field.placeholder')}
              required
              autosize
              minRows={4}
              maxRows={14}
              value={text}
              onChange={(e) => {
                setText(e.currentTarget.value);
                if (fieldError) setFieldError(null);
              }}
              error={
                fieldError ??
                (serverFieldError
                  ? `${isApiError(error) && error.problem?.code === 'check_failed' ? `${error.problem.title}: ` : ''}${serverFieldError}`
                  : undefined)
              }
            />
            <Group>
              <Button type="submit" loading={check.isPending}>
                {t('check')}
              </Button>
            </Group>
          </Stack>
        </form>
        {otherError && (
          <Alert color="red" role="alert" title={t('failed')}>
            {isApiError(otherError) ? (otherError.messages[0] ?? otherError.message) : otherError.message}
          </Alert>
        )}
        {results && !check.isPending && !error && <Results results={results} />}
      </Stack>
    </Container>
  );
}

function Results({ results }: { results: PublicValidation[] }) {
  const { t } = useTranslation('registration-check');
  return (
    <section aria-labelledby="registration-check-result">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h3" id="registration-check-result">
          {t('result.heading')}
        </Title>
        <Text c="dimmed" size="sm" aria-live="polite">
          {t('result.found', { count: results.length })}
        </Text>
      </Group>
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {results.map((r) => (
          <Card
            component="li"
            withBorder
            key={r.registrationNumber ?? `raw:${r.registrationNumbersRaw}`}
            data-testid="registration-check-item"
          >
            <Group wrap="nowrap" align="flex-start" justify="space-between" gap="sm">
              <Stack gap={4} style={{ minWidth: 0 }}>
                <StateBadge result={r} />
                <Text fw={600} ff="monospace" size="lg" style={{ overflowWrap: 'anywhere' }}>
                  {r.registrationNumber ?? r.registrationNumbersRaw}
                </Text>
                {r.registrationNumber && r.registrationNumber !== r.registrationNumbersRaw && (
                  <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {t('result.asWritten', { raw: r.registrationNumbersRaw })}
                  </Text>
                )}
                {!r.registrationNumber && (
                  <Text size="sm" c="dimmed">
                    {t('result.malformedHint')}
                  </Text>
                )}
              </Stack>
              {r.qrCode && r.registrationNumber && (
                <Image
                  src={r.qrCode}
                  alt={t('result.qrAlt', { number: r.registrationNumber })}
                  w={112}
                  h={112}
                  fit="contain"
                  style={{ flex: 'none', imageRendering: 'pixelated' }}
                />
              )}
            </Group>
          </Card>
        ))}
      </Stack>
    </section>
  );
}

function StateBadge({ result }: { result: PublicValidation }) {
  const { t } = useTranslation('registration-check');
  if (!result.registrationNumber)
    return (
      <Badge
        color="yellow.7"
        c="dark.8"
        variant="outline"
        tt="none"
        leftSection={<IconAlertTriangle size={14} aria-hidden />}
      >
        {t('result.malformed')}
      </Badge>
    );
  return result.isValid ? (
    <Badge color="teal.9" variant="outline" tt="none" leftSection={<IconCircleCheck size={14} aria-hidden />}>
      {t('result.valid')}
    </Badge>
  ) : (
    <Badge color="red.9" variant="outline" tt="none" leftSection={<IconCircleX size={14} aria-hidden />}>
      {t('result.invalid')}
    </Badge>
  );
}
