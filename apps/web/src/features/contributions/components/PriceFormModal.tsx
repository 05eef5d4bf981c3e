// Create or edit a price of the contribution price list (admin): season, unit (any when empty),
// role type, age category (any when empty), amount in CZK with hellers, note. Checked with the
// contract's schema; the server's field problems (a duplicate is a 409) go next to the fields.
import {
  type ContributionPrice,
  type ContributionPriceCreate,
  ContributionPriceCreateSchema,
} from '@fedra/contract/contributions';
import { Modal, NumberInput, Select, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { FormActions, useFormSave, useGuardedClose, zodFieldErrors } from '../../../platform/forms';
import { createPrice, PRICES_KEY, updatePrice } from '../api';
import { useContributionCodebook } from '../use-contribution-codebook';

interface Props {
  /** null: a new price (of `seasonId` when given). */
  price: ContributionPrice | null;
  seasonId?: string;
  seasons: { value: string; label: string }[];
  onClose: () => void;
}

interface Values {
  seasonId: string | null;
  federationUnitId: string | null;
  personRoleTypeId: string | null;
  ageCategoryId: string | null;
  amount: number | string;
  note: string;
}

const num = (v: string | null) => (v ? Number(v) : null);

export function priceBody(values: Values): ContributionPriceCreate {
  return {
    seasonId: num(values.seasonId) as number,
    federationUnitId: num(values.federationUnitId),
    personRoleTypeId: num(values.personRoleTypeId) as number,
    ageCategoryId: num(values.ageCategoryId),
    amount: (values.amount === '' ? undefined : Number(values.amount)) as number,
    note: values.note.trim() || null,
  };
}

export function PriceFormModal({ price, seasonId, seasons, onClose }: Props) {
  const { t } = useTranslation('contributions');
  const { options } = useContributionCodebook();
  const labels: Record<keyof Values, string> = {
    seasonId: t('field.season'),
    federationUnitId: t('field.unit'),
    personRoleTypeId: t('field.roleType'),
    ageCategoryId: t('field.ageCategory'),
    amount: t('field.amount'),
    note: t('field.note'),
  };
  const str = (v: number | null | undefined) => (v == null ? null : String(v));
  const form = useForm<Values>({
    initialValues: {
      seasonId: str(price?.seasonId) ?? seasonId ?? null,
      federationUnitId: str(price?.federationUnitId),
      personRoleTypeId: str(price?.personRoleTypeId),
      ageCategoryId: str(price?.ageCategoryId),
      amount: price?.amount ?? '',
      note: price?.note ?? '',
    },
    validate: (values) => zodFieldErrors(ContributionPriceCreateSchema, priceBody(values), labels),
  });
  const close = useGuardedClose(form.isDirty(), onClose);
  const save = useFormSave(form, { invalidate: PRICES_KEY, onSaved: onClose });
  const submit = form.onSubmit((values) =>
    save(() => {
      const body = priceBody(values);
      return price ? updatePrice(price.id, { ...body, id: price.id }) : createPrice(body);
    }),
  );
  const any = t('prices.any');

  return (
    <Modal opened onClose={close} title={t(price ? 'prices.editTitle' : 'prices.createTitle')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Select label={labels.seasonId} required data={seasons} {...form.getInputProps('seasonId')} />
          <Select
            label={labels.federationUnitId}
            placeholder={t('prices.allUnits')}
            data={options('federationUnits')}
            clearable
            {...form.getInputProps('federationUnitId')}
          />
          <Select
            label={labels.personRoleTypeId}
            required
            searchable
            data={options('personRoleType', (e) => e.isClubRole !== false)}
            {...form.getInputProps('personRoleTypeId')}
          />
          <Select
            label={labels.ageCategoryId}
            placeholder={any}
            data={options('ageCategories')}
            clearable
            {...form.getInputProps('ageCategoryId')}
          />
          <NumberInput
            label={labels.amount}
            required
            min={0}
            decimalScale={2}
            fixedDecimalScale
            decimalSeparator=","
            thousandSeparator=" "
            allowNegative={false}
            rightSection="Kč"
            rightSectionWidth={40}
            {...form.getInputProps('amount')}
          />
          <Textarea label={labels.note} rows={2} {...form.getInputProps('note')} />
          <FormActions onCancel={close} submitting={form.submitting} />
        </Stack>
      </form>
    </Modal>
  );
}
