// The person form's two groups of fields, shared by the register's form and the member's own
// (my profile): who the person is, and how to reach them. Each field comes from the caller's
// `field` helper (label, required mark, lock, the form's value and error).
import { parseBirthNumber } from '@fedra/contract/common/birth-number';
import { Checkbox, Fieldset, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TypedDateField } from '../../../platform/forms/DateField';
import { useCodebook } from '../../../platform/session/use-codebook';
import type { PersonFormValues } from './person-form';

type FieldProps = Record<string, unknown>;
export type FieldOf = (name: keyof PersonFormValues, extra?: { required?: boolean; identity?: boolean }) => FieldProps;

interface Props<V extends PersonFormValues> {
  form: UseFormReturnType<V>;
  field: FieldOf;
}

export function IdentityFieldset<V extends PersonFormValues>({ form, field }: Props<V>) {
  const { t } = useTranslation('persons');
  const codebook = useCodebook();
  // A valid birth number fills in what it encodes (the fields stay editable; the schema checks they agree).
  const onBirthNumber = (value: string) => {
    form.setFieldValue('birthNumber', value as never);
    const bn = parseBirthNumber(value);
    if (!bn) return;
    form.setFieldValue('birthDate', bn.birthDate as never);
    form.setFieldValue('sexId', (bn.sex === 'male' ? '1' : '2') as never);
  };
  // Mirrors the contract's personIdentityRules: a birth number says the birth date and sex and
  // stands for the citizenship; without one the server requires all three.
  const withoutNumber = !form.getValues().birthNumber.trim();
  const firstName = field('firstName', { required: true, identity: true });
  return (
    <Fieldset legend={t('form.identity')}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            {...firstName}
            // The dialog's focus starts here, unless the identity is locked (the contact then).
            data-autofocus={firstName.disabled ? undefined : true}
            maxLength={100}
          />
          <TextInput {...field('lastName', { required: true, identity: true })} maxLength={100} />
          <TextInput {...field('title', { identity: true })} maxLength={40} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            {...field('birthNumber', { identity: true })}
            description={t('form.birthNumberHint')}
            maxLength={11}
            inputMode="numeric"
            onChange={(e) => onBirthNumber(e.currentTarget.value)}
          />
          {/* A birth date lies years back: typed, or picked from the decade, the year and the month. */}
          <TypedDateField {...field('birthDate', { identity: true, required: withoutNumber })} defaultLevel="decade" />
          <Select {...field('sexId', { identity: true, required: withoutNumber })} data={codebook.options('sex')} />
          <Select
            {...field('nationalityId', { identity: true, required: withoutNumber })}
            description={t('form.nationalityHint')}
            data={codebook.options('country')}
            searchable
          />
        </SimpleGrid>
      </Stack>
    </Fieldset>
  );
}

/**
 * The contact and the legal representative; `children`: further fields of the register's form.
 * `first`: the dialog's focus starts at the e-mail (the identity above is locked, or not shown).
 */
export function ContactFieldset<V extends PersonFormValues>({
  form,
  field,
  first,
  children,
}: Props<V> & { first?: boolean; children?: ReactNode }) {
  const { t } = useTranslation('persons');
  return (
    <Fieldset legend={t('form.contact')}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput type="email" {...field('email')} data-autofocus={first || undefined} maxLength={254} />
          <TextInput type="tel" {...field('phone')} maxLength={30} />
          <TextInput {...field('street')} maxLength={200} />
          <SimpleGrid cols={2}>
            <TextInput {...field('city')} maxLength={100} />
            <TextInput {...field('zip')} maxLength={10} />
          </SimpleGrid>
        </SimpleGrid>
        <Checkbox label={t('field.isContactPublic')} {...form.getInputProps('isContactPublic', { type: 'checkbox' })} />
        <Text size="sm" fw={500}>
          {t('form.legalRepresentative')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput {...field('legalRepresentativeFirstName')} maxLength={100} />
          <TextInput {...field('legalRepresentativeLastName')} maxLength={100} />
          <TextInput type="email" {...field('legalRepresentativeEmail')} maxLength={254} />
          <TextInput type="tel" {...field('legalRepresentativePhone')} maxLength={30} />
        </SimpleGrid>
        {children}
      </Stack>
    </Fieldset>
  );
}
