// A new club's registration (public; issue 30 §3): the club, its seat, the statutory person and
// the contact e-mail. Checked with the contract's schema before sending (the IČO by its mod-11
// rule); the server's messages go next to their fields (an IČO already in the register names the
// club). Sent, the page thanks and says where the federation will write.
import { CLUB_LEGAL_FORMS, ClubRegistrationCreateSchema } from '@fedra/contract/club-register';
import {
  Alert,
  Button,
  Container,
  Fieldset,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { zodFieldErrors } from '../../../platform/forms';
import { showSaveError } from '../../../platform/forms/FormActions';
import { usePageTitle } from '../../../platform/routing/page-title';
import { useFocusFirstError } from '../../../platform/ui/use-focus-first-error';
import { fileRegistration } from '../api';
import { OWN_MESSAGES } from '../components/ClubFormModal';

interface Values {
  name: string;
  officialName: string;
  identificationNumber: string;
  legalForm: string | null;
  street: string;
  houseNumber: string;
  city: string;
  zip: string;
  statutoryFirstName: string;
  statutoryLastName: string;
  statutoryFunction: string;
  email: string;
  phone: string;
  note: string;
}

const EMPTY: Values = {
  name: '',
  officialName: '',
  identificationNumber: '',
  legalForm: null,
  street: '',
  houseNumber: '',
  city: '',
  zip: '',
  statutoryFirstName: '',
  statutoryLastName: '',
  statutoryFunction: '',
  email: '',
  phone: '',
  note: '',
};

const orNull = (v: string) => (v.trim() === '' ? null : v.trim());
const bodyOf = (v: Values) => ({
  name: v.name,
  officialName: orNull(v.officialName),
  identificationNumber: v.identificationNumber,
  legalForm: (v.legalForm as (typeof CLUB_LEGAL_FORMS)[number] | null) ?? null,
  street: orNull(v.street),
  houseNumber: orNull(v.houseNumber),
  city: v.city,
  zip: v.zip,
  statutoryFirstName: v.statutoryFirstName,
  statutoryLastName: v.statutoryLastName,
  statutoryFunction: orNull(v.statutoryFunction),
  email: v.email,
  phone: orNull(v.phone),
  note: orNull(v.note),
});

export default function ClubRegistrationPage() {
  const { t } = useTranslation('clubs');
  usePageTitle(t('registration.title'));
  const [sentTo, setSentTo] = useState<string | null>(null);
  const label = (field: string) => t(`field.${field}`);
  const form = useForm<Values>({
    initialValues: EMPTY,
    validate: (v) => zodFieldErrors(ClubRegistrationCreateSchema, bodyOf(v), label, OWN_MESSAGES),
  });
  const focus = useFocusFirstError<HTMLFormElement>(form.errors);
  const field = (name: keyof Values, required = false) => ({
    label: label(name),
    required,
    ...form.getInputProps(name),
  });
  const submit = form.onSubmit(
    async (v) => {
      focus.request();
      try {
        await fileRegistration(bodyOf(v));
        setSentTo(v.email);
        form.setValues(EMPTY);
        form.resetDirty();
      } catch (err) {
        showSaveError(form, err);
      }
    },
    () => focus.request(),
  );

  return (
    <Container size="md" py="md" component="main">
      <Stack gap="md">
        <Title order={1}>{t('registration.title')}</Title>
        {sentTo ? (
          <Stack gap="sm" align="flex-start">
            <Alert color="green" variant="light" role="status">
              {t('registration.sent', { email: sentTo })}
            </Alert>
            <Button variant="default" onClick={() => setSentTo(null)}>
              {t('registration.another')}
            </Button>
          </Stack>
        ) : (
          <>
            <Text>{t('registration.intro')}</Text>
            <form ref={focus.ref} onSubmit={submit} noValidate>
              <Stack gap="md">
                <Fieldset legend={t('registration.club')}>
                  <SimpleGrid cols={{ base: 1, sm: 2 }}>
                    <TextInput {...field('name', true)} maxLength={200} autoComplete="organization" />
                    <TextInput {...field('officialName')} maxLength={300} />
                    <TextInput {...field('identificationNumber', true)} inputMode="numeric" maxLength={12} />
                    <Select
                      {...field('legalForm')}
                      data={CLUB_LEGAL_FORMS.map((f) => ({ value: f, label: t(`legalForm.${f}`) }))}
                      clearable
                    />
                  </SimpleGrid>
                </Fieldset>
                <Fieldset legend={t('registration.seat')}>
                  <SimpleGrid cols={{ base: 1, sm: 2 }}>
                    <TextInput {...field('street')} maxLength={200} autoComplete="address-line1" />
                    <TextInput {...field('houseNumber')} maxLength={20} />
                    <TextInput {...field('city', true)} maxLength={100} autoComplete="address-level2" />
                    <TextInput {...field('zip', true)} inputMode="numeric" maxLength={10} autoComplete="postal-code" />
                  </SimpleGrid>
                </Fieldset>
                <Fieldset legend={t('registration.statutory')}>
                  <SimpleGrid cols={{ base: 1, sm: 2 }}>
                    <TextInput {...field('statutoryFirstName', true)} maxLength={100} autoComplete="given-name" />
                    <TextInput {...field('statutoryLastName', true)} maxLength={100} autoComplete="family-name" />
                    <TextInput {...field('statutoryFunction')} maxLength={100} />
                    <TextInput {...field('email', true)} type="email" maxLength={254} autoComplete="email" />
                    <TextInput {...field('phone')} type="tel" maxLength={30} autoComplete="tel" />
                  </SimpleGrid>
                  <Textarea {...field('note')} mt="sm" autosize minRows={2} maxLength={2000} />
                </Fieldset>
                <Button type="submit" loading={form.submitting} style={{ alignSelf: 'flex-start' }}>
                  {t('registration.submit')}
                </Button>
              </Stack>
            </form>
          </>
        )}
      </Stack>
    </Container>
  );
}
