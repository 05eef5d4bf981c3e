// The columns of the two import files: their keys, the header texts a file may use (Czech as the
// samples write them, English, and the keys themselves) and which must be present. The samples
// are written from the same lists, so a downloaded sample always imports.
import type { TableColumn } from '../../platform/tables';

export interface ImportColumn extends TableColumn {
  /** The header a sample writes (Czech, as the federation's Excel users expect). */
  headers: readonly [string, ...string[]];
}

/**
 * The failed-rows file adds the errors in this column; a file fixed in place comes back with it,
 * so it is a known column that the import reads past.
 */
export const IMPORT_ERROR_COLUMN = 'importError';

const column = (key: string, cs: string, en: string, required = false): ImportColumn => ({
  key,
  headers: [cs, en, key],
  required,
});

export const PERSON_COLUMNS: readonly ImportColumn[] = [
  column('registrationNumber', 'Registrační číslo', 'Registration number'),
  column('firstName', 'Jméno', 'First name', true),
  column('lastName', 'Příjmení', 'Last name', true),
  column('birthDate', 'Datum narození', 'Birth date', true),
  column('birthNumber', 'Rodné číslo', 'Birth number'),
  column('sex', 'Pohlaví', 'Sex'),
  column('nationality', 'Státní příslušnost', 'Nationality'),
  column('email', 'E-mail', 'Email'),
  column('phone', 'Telefon', 'Phone'),
  column('street', 'Ulice', 'Street'),
  column('city', 'Obec', 'City'),
  column('zip', 'PSČ', 'ZIP'),
  column(IMPORT_ERROR_COLUMN, 'Chyba', 'Error'),
];

export const CLUB_COLUMNS: readonly ImportColumn[] = [
  column('identificationNumber', 'IČO', 'Identification number', true),
  column('name', 'Název', 'Name', true),
  column('officialName', 'Oficiální název', 'Official name'),
  column('email', 'E-mail', 'Email'),
  column('phone', 'Telefon', 'Phone'),
  column('web', 'Web', 'Website'),
  column('street', 'Ulice', 'Street'),
  column('city', 'Obec', 'City'),
  column('zip', 'PSČ', 'ZIP'),
  column(IMPORT_ERROR_COLUMN, 'Chyba', 'Error'),
];

/** Example rows of the filled person sample: fictional people, valid as they stand. */
export const PERSON_SAMPLE_ROWS: readonly Record<string, string>[] = [
  {
    firstName: 'Jana',
    lastName: 'Ukázková',
    birthDate: '14.3.2008',
    birthNumber: '085314/0002',
    sex: 'Ž',
    nationality: 'CZE',
    email: 'jana.ukazkova@example.cz',
    phone: '+420 601 000 001',
    street: 'Sportovní 12',
    city: 'Brno',
    zip: '602 00',
  },
  {
    firstName: 'Petr',
    lastName: 'Vzorový',
    birthDate: '2011-09-02',
    sex: 'M',
    nationality: 'CZE',
    email: 'petr.vzorovy@example.cz',
    city: 'Praha',
  },
  {
    firstName: 'Lucie',
    lastName: 'Příkladná',
    birthDate: '1. 1. 1995',
    sex: 'Ž',
    nationality: 'SVK',
  },
];
