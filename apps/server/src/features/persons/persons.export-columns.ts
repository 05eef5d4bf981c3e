// The GDPR export's PDF vocabulary (persons.export-pdf.ts): each part's heading and each column's
// label in Czech and English, in the order shown, with how its value reads (a code by its name, an
// amount, fixed values); `null` leaves a column out (bookkeeping, or an id named by another column).
import type { PersonDataExport } from '@fedra/contract';
import type { Language } from '../../platform/i18n/messages';

export type Lang = Language;
export type Label = Record<Lang, string>;
export type Part = Exclude<keyof PersonDataExport, 'exportedAt' | 'person'>;
export type Section = 'person' | Part;

export const LABELS = {
  title: { cs: 'Osobní údaje vedené ve Fedře', en: 'Personal data held in Fedra' },
  registrationNumber: { cs: 'Registrační číslo', en: 'Registration number' },
  exportedAt: { cs: 'Vytvořeno', en: 'Exported' },
  person: { cs: 'Osoba', en: 'Person' },
  noRecords: { cs: 'Žádné záznamy', en: 'No records' },
  yes: { cs: 'Ano', en: 'Yes' },
  no: { cs: 'Ne', en: 'No' },
  change: { cs: 'Změna', en: 'Change' },
} satisfies Record<string, Label>;

// A Record over the contract's parts: a part added to the export fails the typecheck until it has
// a heading here (and columns below). The key order is the order of the sections.
export const PARTS: Record<Part, Label> = {
  roles: { cs: 'Role a členství', en: 'Roles and memberships' },
  contributions: { cs: 'Příspěvky', en: 'Contributions' },
  tournaments: { cs: 'Turnaje', en: 'Tournaments' },
  leagueGames: { cs: 'Ligové zápasy', en: 'League games' },
  refereeJournal: { cs: 'Deník rozhodčího', en: 'Referee journal' },
  requests: { cs: 'Žádosti', en: 'Requests' },
  changeRequests: { cs: 'Žádosti o změnu údajů', en: 'Data change requests' },
  users: { cs: 'Uživatelské účty', en: 'User accounts' },
  changes: { cs: 'Historie změn', en: 'Change history' },
};

// ---- Codes: what an id column names, and one query for the names of the ids the export holds.

/** Reference tables with Czech and English names. */
export const NAMED_TABLES = {
  sex: 'sexes',
  country: 'countries',
  unit: 'federation_units',
  roleType: 'person_role_types',
  roleLevel: 'person_role_levels',
  approvalState: 'approval_states',
  paidState: 'paid_states',
  section: 'sections',
} as const;
/** Lists of the generic codebook (codebook_entries). */
export const CODEBOOK_LISTS = [
  'ageCategories',
  'ageCategoryGroups',
  'paymentSources',
  'refereeJournalTypes',
  'requestStates',
  'requestSteps',
  'requestTypes',
  'tournamentRoles',
  'tournamentTeamStates',
] as const;
type CodebookList = (typeof CODEBOOK_LISTS)[number];
export type Kind = keyof typeof NAMED_TABLES | CodebookList | 'season' | 'club' | 'match';

/** The names of the codes an export refers to, by kind and id, in the caller's language. */
export type CodeNames = Partial<Record<Kind, Record<number, string>>>;

// ---- Columns: label, and how the value reads. Listed in the order they are shown; `null`: left
// out of the PDF (bookkeeping, or an id shown by its name in another column).

export interface Column {
  label: Label;
  /** The value is an id (or a list of ids) of this kind of code: shown by name. */
  ref?: Kind;
  /** The column to show when the code has no name (the export's own joined name). */
  fallback?: string;
  /** Texts of fixed values (states, kinds). */
  values?: Record<string, Label>;
  /** An amount in CZK (numeric, as PostgreSQL sends it). */
  money?: boolean;
  /** A JSON value whose keys are the person's fields (camelCase): shown under their labels. */
  fields?: boolean;
}
type Columns = Record<string, Column | null>;

const col = (cs: string, en: string, more: Omit<Column, 'label'> = {}): Column => ({ label: { cs, en }, ...more });
const BOOKKEEPING: Columns = { id: null, person_id: null, created_by_id: null, edited_by_id: null };
const STAMPS: Columns = {
  created_date: col('Založeno', 'Created'),
  edited_date: col('Naposledy změněno', 'Last changed'),
};
const NOTE = col('Poznámka', 'Note');
const ADDITIONAL = col('Další údaje', 'Additional data');

const PERSON: Columns = {
  ...BOOKKEEPING,
  title: col('Titul', 'Title'),
  first_name: col('Jméno', 'First name'),
  last_name: col('Příjmení', 'Last name'),
  registration_number: col('Registrační číslo', 'Registration number'),
  custom_registration_number: col('Vlastní registrační číslo', 'Own registration number'),
  birth_date: col('Datum narození', 'Birth date'),
  birth_number: col('Rodné číslo', 'Birth number'),
  sex_id: col('Pohlaví', 'Sex', { ref: 'sex' }),
  nationality_id: col('Státní příslušnost', 'Citizenship', { ref: 'country' }),
  federation_unit_id: col('Federační jednotka', 'Federation unit', { ref: 'unit' }),
  email: col('E-mail', 'E-mail'),
  phone: col('Telefon', 'Phone'),
  street: col('Ulice a číslo', 'Street and number'),
  city: col('Obec', 'Town'),
  zip: col('PSČ', 'Postcode'),
  is_contact_public: col('Kontakt smí být zveřejněn', 'The contact may be published'),
  legal_representative_first_name: col('Jméno zákonného zástupce', "Legal representative's first name"),
  legal_representative_last_name: col('Příjmení zákonného zástupce', "Legal representative's last name"),
  legal_representative_email: col('E-mail zákonného zástupce', "Legal representative's e-mail"),
  legal_representative_phone: col('Telefon zákonného zástupce', "Legal representative's phone"),
  gdpr_consent_date: col('Souhlas se zpracováním údajů', 'Consent to data processing'),
  photo_url: col('Fotografie', 'Photo'),
  has_referee_journal: col('Vede deník rozhodčího', 'Keeps a referee journal'),
  additional_data: ADDITIONAL,
  anonymised_at: col('Anonymizováno', 'Anonymised'),
  ...STAMPS,
};

export const COLUMNS: Record<Section, Columns> = {
  person: PERSON,
  roles: {
    ...BOOKKEEPING,
    type_id: col('Role', 'Role', { ref: 'roleType', fallback: 'type_name' }),
    type_name: null,
    club_id: null,
    club_name: col('Klub', 'Club'),
    board_id: null,
    board_name: col('Orgán', 'Board'),
    title: col('Funkce v orgánu', 'Seat on the board'),
    level_id: col('Úroveň', 'Level', { ref: 'roleLevel' }),
    role_level: col('Stupeň', 'Grade'),
    season_id: col('Sezóna', 'Season', { ref: 'season' }),
    section_id: col('Sekce', 'Section', { ref: 'section' }),
    valid_from: col('Platí od', 'Valid from'),
    valid_till: col('Platí do', 'Valid until'),
    approval_state_id: col('Stav schválení', 'Approval', { ref: 'approvalState' }),
    paid_state_id: col('Platba', 'Payment', { ref: 'paidState' }),
    approval_note: col('Důvod vrácení nebo zrušení', 'Reason for returning or cancelling'),
    participation_competitions: col('Účast v soutěžích', 'Takes part in competitions'),
    frequency: col('Četnost', 'Frequency'),
    club_team_id: null,
    note: NOTE,
    additional_data: ADDITIONAL,
    ...STAMPS,
  },
  contributions: {
    ...BOOKKEEPING,
    season_id: null,
    season_name: col('Sezóna', 'Season'),
    club_id: col('Klub', 'Club', { ref: 'club' }),
    federation_unit_id: col('Federační jednotka', 'Federation unit', { ref: 'unit' }),
    age_category_id: col('Věková kategorie', 'Age category', { ref: 'ageCategories' }),
    role_type_ids: col('Role', 'Roles', { ref: 'roleType' }),
    approval_state_id: col('Stav schválení', 'Approval', { ref: 'approvalState' }),
    amount: col('Částka', 'Amount', { money: true }),
    paid_state_id: col('Platba', 'Payment', { ref: 'paidState' }),
    paid_date: col('Zaplaceno', 'Paid'),
    payment_source_id: col('Způsob platby', 'Paid by', { ref: 'paymentSources' }),
    credit_entry_id: null,
    ...STAMPS,
  },
  tournaments: {
    ...BOOKKEEPING,
    tournament_id: null,
    tournament_name: col('Turnaj', 'Tournament'),
    date_from: col('Datum turnaje', 'Tournament date'),
    tournament_competition_id: null,
    competition_name: col('Soutěž', 'Competition'),
    role_id: col('Účast', 'Taking part as', { ref: 'tournamentRoles' }),
    club_id: col('Klub', 'Club', { ref: 'club' }),
    state_id: col('Stav přihlášky', 'Entry state', { ref: 'tournamentTeamStates' }),
    registered: col('Přihlášeno', 'Entered'),
    registration_approved_date: col('Přihláška potvrzena', 'Entry confirmed'),
    registration_fee_paid_date: col('Startovné zaplaceno', 'Entry fee paid'),
    rank_from: col('Umístění od', 'Placing from'),
    rank_to: col('Umístění do', 'Placing to'),
    standing_shared: col('Dělené umístění', 'Shared placing'),
    result: col('Výsledek', 'Result'),
    points: col('Body', 'Points'),
    points_cp: col('Body do žebříčku', 'Ranking points'),
    points_mcr: col('Body do žebříčku MČR', 'Championship ranking points'),
    note: NOTE,
    additional_data: ADDITIONAL,
    ...STAMPS,
  },
  leagueGames: {
    match_id: col('Utkání', 'Match', { ref: 'match' }),
    start_date: col('Začátek utkání', 'Match start'),
    number: col('Pořadí hry', 'Game no.'),
    kind: col('Druh hry', 'Kind of game', {
      values: { singles: { cs: 'dvouhra', en: 'singles' }, doubles: { cs: 'čtyřhra', en: 'doubles' } },
    }),
    home_sets: col('Sety domácích', 'Home sets'),
    away_sets: col('Sety hostů', 'Away sets'),
  },
  refereeJournal: {
    ...BOOKKEEPING,
    date: col('Datum', 'Date'),
    type_id: col('Typ', 'Type', { ref: 'refereeJournalTypes' }),
    name: col('Název akce', 'Event name'),
    tournament_id: null,
    league_match_id: null,
    city: col('Místo', 'City'),
    age_category_group_id: col('Věková skupina', 'Age category group', { ref: 'ageCategoryGroups' }),
    level_text: col('Úroveň', 'Level'),
    game_main: col('Zápasy jako hlavní rozhodčí', 'Games as main referee'),
    game_serve: col('Zápasy jako podávací rozhodčí', 'Games as service judge'),
    is_line_referee: col('Čárový rozhodčí', 'Line referee'),
    is_chief_referee: col('Vrchní rozhodčí', 'Chief referee'),
    is_chief_assist_referee: col('Zástupce vrchního rozhodčího', "Chief referee's assistant"),
    is_training: col('Školení', 'Training'),
    note: NOTE,
    ...STAMPS,
  },
  requests: {
    ...BOOKKEEPING,
    type_id: col('Druh žádosti', 'Kind of request', { ref: 'requestTypes' }),
    state_id: col('Stav', 'State', { ref: 'requestStates' }),
    step_id: col('Krok', 'Step', { ref: 'requestSteps' }),
    club_id: col('Klub', 'Club', { ref: 'club' }),
    statement_club_id: col('Uvolňující klub', 'Releasing club', { ref: 'club' }),
    note: NOTE,
    effective_date: col('Platnost od', 'Effective from'),
    loan_end_date: col('Konec hostování', 'Loan ends'),
    objection_deadline: col('Lhůta pro vyjádření', 'Statement deadline'),
    fee: col('Poplatek', 'Fee', { money: true }),
    statement_requested_date: col('Vyjádření vyžádáno', 'Statement requested'),
    statement_agreed: col('Klub souhlasí', 'Club agrees'),
    statement_comment: col('Vyjádření klubu', "Club's statement"),
    statement_date: col('Vyjádřeno', 'Statement given'),
    decided_date: col('Rozhodnuto', 'Decided'),
    decided_by_id: null,
    decision_note: col('Odůvodnění rozhodnutí', 'Reason for the decision'),
    applied_date: col('Provedeno', 'Carried out'),
    ...STAMPS,
  },
  changeRequests: {
    id: null,
    created_date: col('Podáno', 'Submitted'),
    changes: col('Požadované změny', 'Changes asked for', { fields: true }),
    note: col('Důvod změny', 'Reason for the change'),
    state: col('Stav', 'State', {
      values: {
        waiting: { cs: 'čeká na vyřízení', en: 'waiting' },
        accepted: { cs: 'přijata', en: 'accepted' },
        rejected: { cs: 'zamítnuta', en: 'rejected' },
        withdrawn: { cs: 'nahrazena novější', en: 'replaced by a newer one' },
      },
    }),
    decided_date: col('Rozhodnuto', 'Decided'),
    reason: col('Důvod zamítnutí', 'Reason for the rejection'),
  },
  users: {
    id: null,
    user_name: col('Přihlašovací jméno', 'User name'),
    email: col('E-mail', 'E-mail'),
    first_name: col('Jméno', 'First name'),
    last_name: col('Příjmení', 'Last name'),
    last_sign_in_at: col('Poslední přihlášení', 'Last sign-in'),
  },
  changes: {
    at: col('Kdy', 'When'),
    action: col('Co se stalo', 'What happened', {
      values: {
        'person.create': { cs: 'Založení osoby', en: 'Person created' },
        'person.update': { cs: 'Změna údajů', en: 'Data changed' },
        'person.contact': { cs: 'Změna kontaktu', en: 'Contact changed' },
        'person.change.request': { cs: 'Žádost o změnu údajů', en: 'Data change requested' },
        'person.change.accept': { cs: 'Přijetí žádosti o změnu údajů', en: 'Data change request accepted' },
        'person.change.reject': { cs: 'Zamítnutí žádosti o změnu údajů', en: 'Data change request rejected' },
        'person.role.submit': { cs: 'Podání role ke schválení', en: 'Role submitted for approval' },
        'person.role.approve': { cs: 'Schválení role', en: 'Role approved' },
        'person.role.return': { cs: 'Vrácení role klubu', en: 'Role returned to the club' },
        'person.role.cancel': { cs: 'Zrušení role', en: 'Role cancelled' },
        'person.role.paid': { cs: 'Zaplacení role', en: 'Role paid' },
        'person.role.unpaid': { cs: 'Zrušení platby role', en: 'Role payment withdrawn' },
        'person.merge': { cs: 'Sloučení duplicity', en: 'Duplicate merged' },
        'person.merged': { cs: 'Sloučena do jiné osoby', en: 'Merged into another person' },
        'person.anonymise': { cs: 'Anonymizace', en: 'Anonymisation' },
        'person.suspension': { cs: 'Zastavení činnosti', en: 'Suspension' },
        'person-role.transfer': { cs: 'Přestup', en: 'Transfer' },
        'person-role.loan': { cs: 'Hostování', en: 'Loan' },
        'event.registration.create': { cs: 'Přihláška na akci', en: 'Event registration' },
        'event.registration.move-up': { cs: 'Postup z náhradníků na akci', en: 'Moved up from the event waiting list' },
        'event.registration.cancel': { cs: 'Odhlášení z akce', en: 'Event registration cancelled' },
        'event.registration.attendance': { cs: 'Účast na akci', en: 'Event attendance' },
        'event.registration.delete': { cs: 'Smazání přihlášky na akci', en: 'Event registration deleted' },
        'representation.nomination.create': { cs: 'Nominace do reprezentace', en: 'National team nomination' },
        'representation.nomination.answer': { cs: 'Odpověď na nominaci', en: 'Nomination answered' },
        'representation.nomination.delete': { cs: 'Zrušení nominace', en: 'Nomination withdrawn' },
      },
    }),
    details: col('Podrobnosti', 'Details', { fields: true }),
  },
};

/**
 * Keys of the JSON values of the history and the change requests that are not the person's
 * fields (those read as the person's columns, camelCase). Other ids there are bookkeeping.
 */
const DETAIL_KEYS: Columns = {
  typeId: col('Role', 'Role', { ref: 'roleType' }),
  levelId: col('Úroveň', 'Level', { ref: 'roleLevel' }),
  clubId: col('Klub', 'Club', { ref: 'club' }),
  reason: col('Důvod', 'Reason'),
  fields: col('Údaje', 'Fields'),
  state: col('Stav', 'State'),
  from: col('Od', 'From'),
  to: col('Do', 'To'),
  effectiveDate: col('Platnost od', 'Effective from'),
  waiting: col('Mezi náhradníky', 'On the waiting list'),
  answeredAs: col('Odpověděl(a) jako', 'Answered as'),
  teamDeleted: col('Tým zrušen', 'Team deleted'),
  removed: col('Sloučená osoba', 'Merged person'),
  moves: col('Přesunuto', 'Moved'),
  drops: col('Vynecháno', 'Dropped'),
  fills: col('Doplněno', 'Filled in'),
  ended: col('Ukončeno', 'Ended'),
  created: col('Vzniklo', 'Created'),
};

const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** A key of a JSON detail: its column, null to leave it out, undefined for a key of its own. */
export function detailColumn(key: string): Column | null | undefined {
  if (key in DETAIL_KEYS) return DETAIL_KEYS[key];
  const person = PERSON[snake(key)];
  if (person !== undefined) return person;
  return /Ids?$/.test(key) ? null : undefined;
}
