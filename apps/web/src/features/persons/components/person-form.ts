// The person form's values and the request body made of them (issue 29 §3): texts as typed, ids
// as select values; the body leaves empty optional fields out and sends the first role only for a
// new person.
import type { PersonCreate, PersonDetail } from '@fedra/contract/persons';
import { CZECHIA } from '@fedra/contract/persons';

export interface RoleValues {
  typeId: string | null;
  levelId: string | null;
  clubId: string | null;
  validFrom: string;
}

export interface PersonFormValues {
  firstName: string;
  lastName: string;
  title: string;
  birthNumber: string;
  birthDate: string;
  sexId: string | null;
  nationalityId: string | null;
  email: string;
  phone: string;
  street: string;
  city: string;
  zip: string;
  isContactPublic: boolean;
  legalRepresentativeFirstName: string;
  legalRepresentativeLastName: string;
  legalRepresentativeEmail: string;
  legalRepresentativePhone: string;
  gdprConsentDate: string;
  federationUnitId: string | null;
  role: RoleValues;
}

const text = (v: string | null | undefined) => v ?? '';
const id = (v: number | null | undefined) => (v == null ? null : String(v));

export function personFormValues(p: PersonDetail | null, today: string, firstType: string | null): PersonFormValues {
  return {
    firstName: text(p?.firstName),
    lastName: text(p?.lastName),
    title: text(p?.title),
    birthNumber: text(p?.birthNumber),
    birthDate: text(p?.birthDate),
    sexId: id(p?.sexId),
    nationalityId: p ? id(p.nationalityId) : String(CZECHIA),
    email: text(p?.email),
    phone: text(p?.phone),
    street: text(p?.street),
    city: text(p?.city),
    zip: text(p?.zip),
    isContactPublic: p?.isContactPublic ?? false,
    legalRepresentativeFirstName: text(p?.legalRepresentativeFirstName),
    legalRepresentativeLastName: text(p?.legalRepresentativeLastName),
    legalRepresentativeEmail: text(p?.legalRepresentativeEmail),
    legalRepresentativePhone: text(p?.legalRepresentativePhone),
    gdprConsentDate: text(p?.gdprConsentDate),
    federationUnitId: id(p?.federationUnitId),
    role: { typeId: firstType, levelId: null, clubId: null, validFrom: today },
  };
}

const optional = (v: string) => (v.trim() === '' ? null : v.trim());
const optionalId = (v: string | null) => (v ? Number(v) : null);

/** The request body; `withRole`: a new person's first role (when a type is chosen). */
export function personBody(v: PersonFormValues, withRole: boolean, confirmSimilar = false): PersonCreate {
  return {
    firstName: v.firstName.trim(),
    lastName: v.lastName.trim(),
    title: optional(v.title),
    birthNumber: optional(v.birthNumber),
    birthDate: optional(v.birthDate),
    sexId: v.sexId ? (Number(v.sexId) as 1 | 2) : null,
    nationalityId: optionalId(v.nationalityId),
    email: optional(v.email),
    phone: optional(v.phone),
    street: optional(v.street),
    city: optional(v.city),
    zip: optional(v.zip),
    isContactPublic: v.isContactPublic,
    legalRepresentativeFirstName: optional(v.legalRepresentativeFirstName),
    legalRepresentativeLastName: optional(v.legalRepresentativeLastName),
    legalRepresentativeEmail: optional(v.legalRepresentativeEmail),
    legalRepresentativePhone: optional(v.legalRepresentativePhone),
    gdprConsentDate: optional(v.gdprConsentDate),
    federationUnitId: optionalId(v.federationUnitId),
    ...(confirmSimilar ? { confirmSimilar: true } : {}),
    ...(withRole && v.role.typeId
      ? {
          role: {
            typeId: Number(v.role.typeId),
            levelId: optionalId(v.role.levelId),
            clubId: optionalId(v.role.clubId),
            validFrom: v.role.validFrom,
          },
        }
      : {}),
  };
}
