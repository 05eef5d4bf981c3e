// The contract form's values, the body they become, and their check with the contract's schema.
// The schema checks the date order only once every field passes; the form shows the spec's two
// date messages at once, next to both dates, so that pair is checked on its own too.
import { dateRangeBothWays } from '@fedra/contract/common/schemas';
import { type Contract, type ContractCreate, ContractCreateSchema } from '@fedra/contract/contracts';
import { z } from 'zod';
import { type FieldLabels, zodFieldErrors } from '../../platform/forms';

export interface ContractFormValues {
  clubId: string | null;
  typeId: string | null;
  stateId: string | null;
  validFrom: string;
  validTill: string;
  registrationDate: string;
  note: string;
}

export function contractFormValues(contract: Contract | null): ContractFormValues {
  return {
    clubId: contract ? String(contract.clubId) : null,
    typeId: contract ? String(contract.typeId) : null,
    stateId: contract ? String(contract.stateId) : null,
    validFrom: contract?.validFrom ?? '',
    validTill: contract?.validTill ?? '',
    registrationDate: contract?.registrationDate ?? '',
    note: contract?.note ?? '',
  };
}

const id = (value: string | null) => (value ? Number(value) : undefined);

/** The create body (the update adds the id); an empty optional field is sent as null. */
export function contractBody(values: ContractFormValues): ContractCreate {
  return {
    clubId: id(values.clubId) as number,
    typeId: id(values.typeId) as number,
    stateId: id(values.stateId) as number,
    validFrom: values.validFrom || (undefined as unknown as string),
    validTill: values.validTill || null,
    // Left empty on a new contract: the server registers it today.
    registrationDate: values.registrationDate || undefined,
    note: values.note.trim() || null,
  };
}

const DATE_ORDER = z
  .object({ validFrom: z.string(), validTill: z.string().nullish() })
  .superRefine(dateRangeBothWays('validFrom', 'validTill'));

/** Field -> message, in the current language; {} when the form may be sent. */
export function contractFormErrors(values: ContractFormValues, labels: FieldLabels): Record<string, string> {
  const body = contractBody(values);
  return { ...zodFieldErrors(DATE_ORDER, body, labels), ...zodFieldErrors(ContractCreateSchema, body, labels) };
}
