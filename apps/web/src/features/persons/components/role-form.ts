// A club's further role for one of its people (issue 29 §5): the form's values, the body they
// become and their check with the contract's schema. Offered are the role types a club registers
// (club roles it may edit); a level must be one of the chosen type's, so changing the type drops it.
import type { CodebookItem } from '@fedra/contract/codebook';
import { type ClubRoleSubmit, ClubRoleSubmitSchema } from '@fedra/contract/person-approvals';
import { validationMessages, zodFieldErrors } from '../../../platform/forms';

export interface RoleFormValues {
  typeId: string | null;
  levelId: string | null;
  validFrom: string;
}

export function roleFormValues(today: string): RoleFormValues {
  return { typeId: null, levelId: null, validFrom: today };
}

/** A role type a club may submit (the server refuses the others with persons.roleNotForClubs). */
export const isClubSubmittable = (type: CodebookItem) =>
  Boolean(type.isClubRole) && Boolean(type.isClubEditable) && !type.isBoardRole;

/** The values after the role type changed: a level of the previous type no longer fits. */
export function withRoleType(values: RoleFormValues, typeId: string | null): RoleFormValues {
  return { ...values, typeId, levelId: typeId === values.typeId ? values.levelId : null };
}

/** The request body; a missing type or date is left out for the schema to name as required. */
export function roleBody(values: RoleFormValues): ClubRoleSubmit {
  return {
    typeId: values.typeId ? Number(values.typeId) : (undefined as unknown as number),
    levelId: values.levelId ? Number(values.levelId) : null,
    validFrom: values.validFrom || (undefined as unknown as string),
  };
}

/** Field -> message in the current language; {} when the form may be sent. */
export function roleFormErrors(values: RoleFormValues, labels: (field: string) => string): Record<string, string> {
  const errors = zodFieldErrors(ClubRoleSubmitSchema, roleBody(values), labels, {
    pattern: /^persons\./,
    ns: 'persons',
  });
  // The schema's date check names any missing date invalid; an empty field is a missing one.
  if (!values.validFrom) errors.validFrom = validationMessages.required(labels('validFrom'));
  return errors;
}
