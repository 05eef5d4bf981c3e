// The club form's values and the request bodies made of them (issue 30): texts as typed, ids as
// select values; empty optional texts are sent as null (the server clears them).
import type { ClubChangeRequestCreate, ClubContact, ClubDetail, ClubWrite } from '@fedra/contract/club-register';

export interface ClubFormValues {
  name: string;
  officialName: string;
  identificationNumber: string;
  taxIdentificationNumber: string;
  legalForm: string | null;
  street: string;
  houseNumber: string;
  landRegistryNumber: string;
  cityPart: string;
  city: string;
  zip: string;
  countryId: string | null;
  regionId: string | null;
  districtId: string | null;
  bankAccount: string;
  email: string;
  phone: string;
  web: string;
  contactPerson: string;
  federationUnitId: string | null;
  clubTypeId: string | null;
  note: string;
}

const text = (v: string | null | undefined) => v ?? '';
const id = (v: number | null | undefined) => (v == null ? null : String(v));
const orNull = (v: string) => (v.trim() === '' ? null : v.trim());
const idOrNull = (v: string | null) => (v ? Number(v) : null);

export function clubFormValues(c: ClubDetail | null): ClubFormValues {
  return {
    name: text(c?.name),
    officialName: text(c?.officialName),
    identificationNumber: text(c?.identificationNumber),
    taxIdentificationNumber: text(c?.taxIdentificationNumber),
    legalForm: c?.legalForm ?? null,
    street: text(c?.street),
    houseNumber: text(c?.houseNumber),
    landRegistryNumber: text(c?.landRegistryNumber),
    cityPart: text(c?.cityPart),
    city: text(c?.city),
    zip: text(c?.zip),
    countryId: c ? id(c.countryId) : '203',
    regionId: id(c?.regionId),
    districtId: id(c?.districtId),
    bankAccount: text(c?.bankAccount),
    email: text(c?.email),
    phone: text(c?.phone),
    web: text(c?.web),
    contactPerson: text(c?.contactPerson),
    federationUnitId: id(c?.federationUnitId),
    clubTypeId: id(c?.clubTypeId),
    note: '',
  };
}

/** The official data of the values (a change request's body without the note). */
function officialBody(v: ClubFormValues) {
  return {
    name: v.name.trim(),
    officialName: orNull(v.officialName),
    identificationNumber: orNull(v.identificationNumber),
    taxIdentificationNumber: orNull(v.taxIdentificationNumber),
    legalForm: (v.legalForm as ClubWrite['legalForm']) ?? null,
    street: orNull(v.street),
    houseNumber: orNull(v.houseNumber),
    landRegistryNumber: orNull(v.landRegistryNumber),
    cityPart: orNull(v.cityPart),
    city: orNull(v.city),
    zip: orNull(v.zip),
    countryId: idOrNull(v.countryId),
    regionId: idOrNull(v.regionId),
    districtId: idOrNull(v.districtId),
    bankAccount: orNull(v.bankAccount),
  };
}

export function contactBody(v: ClubFormValues): ClubContact {
  return { email: orNull(v.email), phone: orNull(v.phone), web: orNull(v.web), contactPerson: orNull(v.contactPerson) };
}

export function clubBody(v: ClubFormValues): ClubWrite {
  return {
    ...officialBody(v),
    ...contactBody(v),
    // Null only while none is chosen: validation then says it is required (0 read as "not positive").
    federationUnitId: idOrNull(v.federationUnitId) as number,
    clubTypeId: idOrNull(v.clubTypeId),
  };
}

export function changeRequestBody(v: ClubFormValues): ClubChangeRequestCreate {
  return { ...officialBody(v), note: orNull(v.note) };
}
