// Create or edit a price-list item (issue 31 part 1): name, category, kind, price in koruny (two
// decimals, turned into whole haléře exactly), VAT rate, and optionally season, age category, role
// type (person items) and validity; checked with the contract's schema, server field errors shown
// next to the fields; closing with changes asks.

import { PRICE_ITEM_KINDS, VAT_RATES } from '@fedra/contract/economy-codes';
import { type PriceListItemListItem, PriceListItemWriteSchema } from '@fedra/contract/price-list';
import { Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { FormActions, useFormSave, useGuardedClose, zodFieldErrors } from '../../../platform/forms';
import { TypedDateField } from '../../../platform/forms/DateField';
import { halereToKoruny, korunyToHalere } from '../../../platform/i18n/money-input';
import { useCodebook } from '../../../platform/session/use-codebook';
import { useFocusFirstError } from '../../../platform/ui/use-focus-first-error';
import { createPriceListItem, PRICE_LIST_KEY, updatePriceListItem } from '../api';

interface Props {
  item: PriceListItemListItem | null;
  /** The category a new item goes to (the page's). */
  categoryId: number;
  seasons: { value: string; label: string }[];
  onClose: () => void;
}

const id = (v: string | null) => (v ? Number(v) : null);

export function PriceItemFormModal({ item, categoryId, seasons, onClose }: Props) {
  const { t, i18n } = useTranslation('price-list');
  const codebook = useCodebook();
  const labels = (name: string) => t(`field.${name}`);
  const form = useForm({
    initialValues: {
      name: item?.name ?? '',
      categoryId: String(item?.categoryId ?? categoryId),
      kind: item?.kind ?? 'person',
      amount: item ? halereToKoruny(item.amount, i18n.language) : '',
      vatRate: String(item?.vatRate ?? 0),
      seasonId: item?.seasonId ? String(item.seasonId) : null,
      ageCategoryId: item?.ageCategoryId ? String(item.ageCategoryId) : null,
      personRoleTypeId: item?.personRoleTypeId ? String(item.personRoleTypeId) : null,
      validFrom: item?.validFrom ?? '',
      validTo: item?.validTo ?? '',
    },
  });
  type Values = typeof form.values;
  const body = (v: Values, amount: number) => ({
    name: v.name,
    categoryId: Number(v.categoryId),
    kind: v.kind,
    amount,
    vatRate: Number(v.vatRate),
    seasonId: id(v.seasonId),
    ageCategoryId: id(v.ageCategoryId),
    personRoleTypeId: v.kind === 'person' ? id(v.personRoleTypeId) : null,
    validFrom: v.validFrom || null,
    validTo: v.validTo || null,
  });
  const focus = useFocusFirstError<HTMLFormElement>(form.errors);
  const close = useGuardedClose(form.isDirty(), onClose);
  const save = useFormSave(form, { invalidate: PRICE_LIST_KEY, onSaved: onClose });

  const submit = form.onSubmit(
    async (values) => {
      const amount = korunyToHalere(values.amount);
      const errors = zodFieldErrors(PriceListItemWriteSchema, body(values, amount ?? 0), labels, {
        pattern: /^(priceList|economy)\./,
        ns: 'price-list',
      });
      if (amount === null) errors.amount = t('form.amountInvalid');
      if (Object.keys(errors).length) {
        form.setErrors(errors);
        focus.request();
        return;
      }
      focus.request();
      await save(() =>
        item ? updatePriceListItem(item.id, body(values, amount!)) : createPriceListItem(body(values, amount!)),
      );
    },
    () => focus.request(),
  );

  return (
    <Modal opened onClose={close} title={item ? t('form.editTitle') : t('form.newTitle')} size="lg">
      <form ref={focus.ref} onSubmit={submit} noValidate>
        <Stack>
          <TextInput label={t('field.name')} required data-autofocus maxLength={200} {...form.getInputProps('name')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label={t('field.categoryId')}
              required
              allowDeselect={false}
              data={codebook.options('economyCategories')}
              {...form.getInputProps('categoryId')}
            />
            <Select
              label={t('field.kind')}
              description={t(`kindHint.${form.values.kind}`)}
              required
              allowDeselect={false}
              data={PRICE_ITEM_KINDS.map((k) => ({ value: k, label: t(`kind.${k}`) }))}
              {...form.getInputProps('kind')}
            />
            <TextInput
              label={t('field.amount')}
              description={t('form.amountHint')}
              required
              inputMode="decimal"
              rightSection="Kč"
              rightSectionPointerEvents="none"
              {...form.getInputProps('amount')}
            />
            <Select
              label={t('field.vatRate')}
              required
              allowDeselect={false}
              data={VAT_RATES.map((r) => ({ value: String(r), label: `${r} %` }))}
              {...form.getInputProps('vatRate')}
            />
            <Select
              label={t('field.seasonId')}
              placeholder={t('form.anySeason')}
              clearable
              data={seasons}
              {...form.getInputProps('seasonId')}
            />
            <Select
              label={t('field.ageCategoryId')}
              placeholder={t('form.anyAge')}
              clearable
              searchable
              data={codebook.options('ageCategories')}
              {...form.getInputProps('ageCategoryId')}
            />
            {form.values.kind === 'person' && (
              <Select
                label={t('field.personRoleTypeId')}
                description={t('form.roleTypeHint')}
                clearable
                data={codebook.options('personRoleType')}
                {...form.getInputProps('personRoleTypeId')}
              />
            )}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TypedDateField label={t('field.validFrom')} {...form.getInputProps('validFrom')} />
            <TypedDateField
              label={t('field.validTo')}
              description={t('form.validToHint')}
              {...form.getInputProps('validTo')}
            />
          </SimpleGrid>
          <FormActions onCancel={close} submitting={form.submitting} />
        </Stack>
      </form>
    </Modal>
  );
}
