// Server texts in Czech (default) and English: error titles and validation messages.
import type { ErrorCode } from '@fedra/contract';

export const LANGUAGES = ['cs', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

type Catalogue = Record<ErrorCode, string> & Record<string, string>;

const cs: Catalogue = {
  validation_failed: 'Odeslaná data nejsou platná.',
  invalid_credentials: 'Nesprávná kombinace e-mailu a hesla.',
  too_many_attempts: 'Příliš mnoho neúspěšných pokusů o přihlášení. Zkuste to znovu za {seconds} s.',
  unauthorized: 'Nejste přihlášeni nebo vaše přihlášení vypršelo.',
  forbidden: 'K této akci nemáte oprávnění.',
  read_only: 'Vaše role má pouze právo čtení.',
  not_found: 'Záznam nebyl nalezen.',
  route_not_found: 'Adresa {method} {url} neexistuje.',
  method_not_allowed: 'Metoda {method} není pro tuto adresu povolena.',
  payload_too_large: 'Odeslaná data jsou příliš velká (nejvýše {limit} bajtů).',
  unsupported_media_type: 'Nepodporovaný typ obsahu {contentType}; posílejte application/json.',
  invalid_json: 'Tělo požadavku není platný JSON.',
  conflict: 'Záznam koliduje s existujícími daty.',
  in_use: 'Záznam nelze smazat, protože se používá.',
  account_locked: 'Účet je zablokovaný. Obraťte se na správce svazu.',
  second_factor_required: 'Zadejte kód z ověřovací aplikace.',
  second_factor_invalid: 'Kód není správný. Zadejte aktuální kód z aplikace nebo nepoužitý záložní kód.',
  two_factor_setup_required:
    'Vaše role vyžaduje dvoufázové ověření. Zapněte si ho ve svém profilu; do té doby jsou ostatní stránky zavřené.',
  passkey_invalid: 'Přístupový klíč se nepodařilo ověřit. Zkuste to znovu nebo se přihlaste heslem.',
  person_duplicate: 'Osoba s tímto rodným číslem už v registru je: {name}.',
  club_duplicate: 'Klub s tímto IČO už v registru je: {name}.',
  person_similar:
    'V registru už je osoba se stejným jménem a datem narození: {name}. Jde-li opravdu o jinou osobu, uložte znovu s potvrzením.',
  results_exist: 'Se záznamem by se smazaly odehrané výsledky.',
  invalid_refresh_token: 'Obnovovací token je neplatný nebo vypršel. Přihlaste se znovu.',
  not_club_manager: 'Tento klub nespravujete.',
  zone_denied: 'Do {zone} nemáte přístup.',
  'zone.admin': 'administrátorské zóny',
  'zone.club': 'klubové zóny',
  'zone.personal': 'osobní zóny',
  internal_error: 'Někde došlo k chybě. Prosím, zkuste to znovu.',
  service_unavailable: 'Služba je dočasně nedostupná.',
  too_many_requests: 'Příliš mnoho požadavků. Zkuste to znovu za {seconds} s.',
  check_failed: 'Kontrola se nezdařila',
  bad_url: 'Adresa požadavku není platně zakódovaná.',
  uri_too_long: 'Část adresy je příliš dlouhá (nejvýše {max} znaků).',
  'login.emailRequired': 'E-mail je povinný.',
  'login.emailInvalid': 'Neplatný formát e-mailu.',
  'login.passwordRequired': 'Heslo je povinné.',
  'account.currentPasswordWrong': 'Současné heslo není správné.',
  'account.passwordUnchanged': 'Nové heslo se musí lišit od současného.',
  'label.currentPassword': 'Současné heslo',
  'label.newPassword': 'Nové heslo',
  'validation.required': 'Pole {label} je povinné',
  'validation.invalidType': 'Pole {label} má nesprávný typ (očekáván {expected}).',
  'validation.integer': 'Pole {label} musí být celé číslo.',
  'validation.positive': 'Pole {label} musí být kladné číslo.',
  'validation.number': 'Pole {label} musí být číslo.',
  'validation.boolean': 'Pole {label} musí být ano, nebo ne.',
  'validation.string': 'Pole {label} musí být text.',
  'validation.object': 'Pole {label} musí být objekt.',
  'validation.min': 'Hodnota pole {label} musí být alespoň {min}.',
  'validation.max': 'Hodnota pole {label} může být nejvýše {max}.',
  'validation.minLength': 'Pole {label} musí mít alespoň {min} znaků.',
  'validation.maxLength': 'Pole {label} může mít nejvýše {max} znaků.',
  'validation.digit': 'Pole {label} musí obsahovat alespoň jednu číslici.',
  'validation.minItems': 'Pole {label} musí obsahovat alespoň {min} položek.',
  'validation.maxItems': 'Pole {label} může obsahovat nejvýše {max} položek.',
  'validation.array': 'Pole {label} musí být seznam.',
  'validation.money': 'Pole {label} musí být částka s nejvýše dvěma desetinnými místy.',
  'validation.email': 'Pole {label} musí být platný e-mail.',
  'validation.date': 'Pole {label} musí být platné datum (RRRR-MM-DD).',
  'validation.format': 'Pole {label} nemá platný formát.',
  'validation.enum': 'Pole {label} musí být jedna z hodnot: {values}.',
  'validation.unknownField': 'Pole {label} není povoleno.',
  'validation.dateTillBeforeFrom': 'Datum do je menší než datum od.',
  'validation.dateFromAfterTill': 'Datum od je větší než datum do.',
  'validation.dateMin': 'Pole {label} musí být nejdříve {min}.',
  'validation.dateMax': 'Pole {label} může být nejpozději {max}.',
  'validation.controlCharacters': 'Pole {label} obsahuje nepovolené řídicí znaky (například znak NUL).',
  'validation.tooDeep': 'Pole {label} je vnořené příliš hluboko (nejvýše {max} úrovní).',
  'reports.bandsFormat': 'Věkové kategorie zadejte jako 0-10,11-15,19- (nejvýše 20 kategorií).',
  'reports.bandsRange':
    'Hranice věkových kategorií musí být mezi {min} a {max} a každá kategorie musí končit až po svém začátku.',
  'reports.bandsOrder':
    'Věkové kategorie musí jít vzestupně a nesmí se překrývat; otevřená kategorie (19-) může být jen poslední.',
  'validation.idMismatch': 'Id v těle požadavku ({body}) neodpovídá id v adrese ({path}).',
  'validation.notFoundRef': 'Záznam {label} s id {id} neexistuje.',
  'validation.clubRequired': 'Pro tento typ role je klub povinný.',
  'validation.boardRequired': 'Pro člena orgánu je orgán povinný.',
  'validation.pattern': 'Pole {label} neodpovídá požadovanému tvaru ({pattern}).',
  'validation.schemaRule': 'Pole {label} nesplňuje pravidlo {rule}.',
  'cardContent.schemaInvalid': 'Pole {label} není platné JSON Schema objektu: {reason}',
  'cardContent.unitHasContent': 'Pro {unit} už obsah průkazu existuje; upravte ten.',
  'file.nameInvalid': 'Název souboru nesmí obsahovat lomítka ani řídicí znaky.',
  'file.purposeNotAllowed': 'Soubory pro účel {purpose} zde nahrávat nelze.',
  'file.extensionNotAllowed': 'Soubor musí mít příponu {allowed}.',
  'file.typeNotAllowed': 'Typ souboru {contentType} není povolen; povolené typy: {allowed}.',
  'file.tooLarge': 'Soubor je příliš velký; nejvýše {max} MB.',
  'file.urlInvalid': 'Pole {label} neobsahuje adresu souboru vydanou tímto serverem.',
  'file.urlExpired': 'Platnost adresy v poli {label} vypršela; nahrajte soubor znovu.',
  'file.wrongPurpose': 'Soubor v poli {label} byl nahrán pro jiný účel ({purpose}).',
  'file.notYours': 'Soubor v poli {label} nahrál jiný uživatel.',
  'file.notUploaded': 'Soubor v poli {label} ještě nebyl celý nahrán.',
  'file.uploadTypeMismatch': 'Soubor se nahrává s jiným typem, než byl ohlášen; očekáván {expected}.',
  'file.uploadSizeMismatch': 'Velikost nahrávaného souboru neodpovídá ohlášené velikosti ({expected} bajtů).',
  'list.unknownFilter': 'Podle pole {label} nelze filtrovat.',
  'list.unknownSort': 'Podle pole {label} nelze řadit.',
  'list.badOperator': 'Operátor {operator} nelze použít pro pole {label}.',
  'list.unknownOperator': 'Neznámý operátor {operator} u pole {label}.',
  'list.badValue': 'Hodnota {value} není platná pro pole {label}.',
  'list.valueRequired': 'Filtr pole {label} potřebuje hodnotu.',
  'list.valueNotAllowed': 'Operátor {operator} nebere žádnou hodnotu.',
  'list.badOffset': 'Posun (offset) musí být celé číslo 0 nebo větší.',
  'list.badLimit': 'Limit musí být celé číslo od 1 do {max}.',
  'list.badParameter': 'Parametr {label} není povolen.',
  'list.badFormat': 'Formát {value} není podporován (csv, xlsx).',
  'list.exportBusy': 'Právě běží příliš mnoho exportů; zkuste to prosím za chvíli.',
  'table.empty': 'Soubor je prázdný.',
  'table.binary': 'Soubor není text (CSV); nahrajte tabulku jako CSV nebo XLSX.',
  'table.workbook': 'Soubor je sešit Excelu, ne CSV; nahrajte jej jako XLSX, nebo jej v Excelu uložte jako CSV.',
  'table.utf16': 'Soubor je v kódování UTF-16 („Text v kódování Unicode“); uložte jej v Excelu jako „CSV UTF-8“.',
  'table.mixedEncoding':
    'Soubor míchá kódování UTF-8 a windows-1250 (řádek {line}); uložte jej znovu jako „CSV UTF-8“.',
  'table.wrongEncoding': 'Soubor není v kódování {encoding} (řádek {line}).',
  'table.badCsv': 'Soubor CSV je poškozený na řádku {line}: {csvProblem}.',
  'csvProblem.unclosedQuote': 'neuzavřené uvozovky',
  'csvProblem.badQuote': 'uvozovky uprostřed hodnoty',
  'csvProblem.recordTooLong': 'příliš dlouhý záznam',
  'csvProblem.syntax': 'chybný zápis',
  'table.badXlsx': 'Soubor není čitelný sešit XLSX.',
  'table.missingColumns': 'V záhlaví chybí sloupce: {columns}.',
  'table.unknownColumns': 'Záhlaví má neznámé sloupce: {columns}.',
  'table.duplicateColumns': 'Záhlaví má tyto sloupce vícekrát: {columns}.',
  'table.valueWithoutHeader': 'Řádek {record} má hodnotu ve sloupci {column}, který nemá záhlaví.',
};

const en: Catalogue = {
  validation_failed: 'The data sent are not valid.',
  invalid_credentials: 'Wrong email and password combination.',
  too_many_attempts: 'Too many failed sign-in attempts. Try again in {seconds} s.',
  unauthorized: 'You are not signed in or your sign-in has expired.',
  forbidden: 'You are not allowed to do this.',
  read_only: 'Your role may only read.',
  not_found: 'The record was not found.',
  route_not_found: 'There is no {method} {url}.',
  method_not_allowed: 'Method {method} is not allowed for this address.',
  payload_too_large: 'The data sent are too large (at most {limit} bytes).',
  unsupported_media_type: 'Unsupported content type {contentType}; send application/json.',
  invalid_json: 'The request body is not valid JSON.',
  conflict: 'The record conflicts with existing data.',
  in_use: 'The record cannot be deleted because it is in use.',
  account_locked: 'The account is locked. Please contact the federation office.',
  second_factor_required: 'Enter the code from your authenticator app.',
  second_factor_invalid: 'The code is wrong. Enter the current code from the app or an unused recovery code.',
  two_factor_setup_required:
    'Your role requires two-factor sign-in. Switch it on in your profile; until then the other pages stay closed.',
  passkey_invalid: 'The passkey could not be verified. Try again or sign in with your password.',
  person_duplicate: 'A person with this birth number is in the register already: {name}.',
  club_duplicate: 'A club with this company ID (IČO) is in the register already: {name}.',
  person_similar:
    'A person of the same name and birth date is in the register already: {name}. If this really is someone else, save again with the confirmation.',
  results_exist: 'Deleting the record would delete played results.',
  invalid_refresh_token: 'The refresh token is invalid or has expired. Sign in again.',
  not_club_manager: 'You do not manage this club.',
  zone_denied: 'You may not enter the {zone}.',
  'zone.admin': 'admin zone',
  'zone.club': 'club zone',
  'zone.personal': 'personal zone',
  internal_error: 'Something went wrong. Please try again.',
  service_unavailable: 'The service is temporarily unavailable.',
  too_many_requests: 'Too many requests. Try again in {seconds} s.',
  check_failed: 'Check failed',
  bad_url: 'The request address is not validly encoded.',
  uri_too_long: 'A part of the address is too long (at most {max} characters).',
  'login.emailRequired': 'Email is required.',
  'login.emailInvalid': 'Invalid email format.',
  'login.passwordRequired': 'Password is required.',
  'account.currentPasswordWrong': 'The current password is not correct.',
  'account.passwordUnchanged': 'The new password must differ from the current one.',
  'label.currentPassword': 'Current password',
  'label.newPassword': 'New password',
  'validation.required': 'The field {label} is required',
  'validation.invalidType': 'The field {label} has the wrong type (expected {expected}).',
  'validation.integer': 'The field {label} must be a whole number.',
  'validation.positive': 'The field {label} must be a positive number.',
  'validation.number': 'The field {label} must be a number.',
  'validation.boolean': 'The field {label} must be true or false.',
  'validation.string': 'The field {label} must be text.',
  'validation.object': 'The field {label} must be an object.',
  'validation.min': 'The field {label} must be at least {min}.',
  'validation.max': 'The field {label} must be at most {max}.',
  'validation.minLength': 'The field {label} must have at least {min} characters.',
  'validation.maxLength': 'The field {label} may have at most {max} characters.',
  'validation.digit': 'The field {label} must contain at least one digit.',
  'validation.minItems': 'The field {label} must contain at least {min} items.',
  'validation.maxItems': 'The field {label} may contain at most {max} items.',
  'validation.array': 'The field {label} must be a list.',
  'validation.money': 'The field {label} must be an amount with at most two decimal places.',
  'validation.email': 'The field {label} must be a valid e-mail address.',
  'validation.date': 'The field {label} must be a valid date (YYYY-MM-DD).',
  'validation.format': 'The field {label} has an invalid format.',
  'validation.enum': 'The field {label} must be one of: {values}.',
  'validation.unknownField': 'The field {label} is not allowed.',
  'validation.dateTillBeforeFrom': 'The date to is earlier than the date from.',
  'validation.dateFromAfterTill': 'The date from is later than the date to.',
  'validation.dateMin': 'The {label} field must be {min} or later.',
  'validation.dateMax': 'The {label} field must be {max} or earlier.',
  'validation.controlCharacters': 'The field {label} contains control characters that are not allowed (such as NUL).',
  'validation.tooDeep': 'The field {label} is nested too deeply (at most {max} levels).',
  'reports.bandsFormat': 'Enter the age bands as 0-10,11-15,19- (at most 20 bands).',
  'reports.bandsRange':
    'Age band limits must lie between {min} and {max}, and each band must end at or after its start.',
  'reports.bandsOrder': 'Age bands must ascend and must not overlap; an open band (19-) may only be the last.',
  'validation.idMismatch': 'The id in the body ({body}) does not match the id in the address ({path}).',
  'validation.notFoundRef': 'There is no {label} with id {id}.',
  'validation.clubRequired': 'This role type needs a club.',
  'validation.boardRequired': 'A board member needs a board.',
  'validation.pattern': 'The field {label} does not match the required form ({pattern}).',
  'validation.schemaRule': 'The field {label} breaks the rule {rule}.',
  'cardContent.schemaInvalid': 'The field {label} is not a valid JSON Schema of an object: {reason}',
  'cardContent.unitHasContent': 'There already is a card content for {unit}; edit that one.',
  'file.nameInvalid': 'The file name may not contain slashes or control characters.',
  'file.purposeNotAllowed': 'Files for {purpose} cannot be uploaded here.',
  'file.extensionNotAllowed': 'The file name must end with {allowed}.',
  'file.typeNotAllowed': 'The file type {contentType} is not allowed; allowed types: {allowed}.',
  'file.tooLarge': 'The file is too large; at most {max} MB.',
  'file.urlInvalid': 'The field {label} does not hold a file address issued by this server.',
  'file.urlExpired': 'The address in {label} has expired; upload the file again.',
  'file.wrongPurpose': 'The file in {label} was uploaded for another purpose ({purpose}).',
  'file.notYours': 'The file in {label} was uploaded by another user.',
  'file.notUploaded': 'The file in {label} has not been uploaded completely yet.',
  'file.uploadTypeMismatch': 'The file is being uploaded with another type than announced; expected {expected}.',
  'file.uploadSizeMismatch': 'The size of the upload does not match the announced size ({expected} bytes).',
  'list.unknownFilter': 'The list cannot be filtered by {label}.',
  'list.unknownSort': 'The list cannot be sorted by {label}.',
  'list.badOperator': 'The operator {operator} cannot be used for {label}.',
  'list.unknownOperator': 'Unknown operator {operator} for {label}.',
  'list.badValue': 'The value {value} is not valid for {label}.',
  'list.valueRequired': 'The filter on {label} needs a value.',
  'list.valueNotAllowed': 'The operator {operator} takes no value.',
  'list.badOffset': 'The offset must be a whole number, 0 or more.',
  'list.badLimit': 'The limit must be a whole number from 1 to {max}.',
  'list.badParameter': 'The parameter {label} is not allowed.',
  'list.badFormat': 'The format {value} is not supported (csv, xlsx).',
  'list.exportBusy': 'Too many exports are running; please try again in a moment.',
  'table.empty': 'The file is empty.',
  'table.binary': 'The file is not text (CSV); upload the table as CSV or XLSX.',
  'table.workbook': 'The file is an Excel workbook, not CSV; upload it as XLSX, or save it as CSV in Excel.',
  'table.utf16': 'The file is in UTF-16 ("Unicode Text"); save it in Excel as "CSV UTF-8".',
  'table.mixedEncoding':
    'The file mixes the UTF-8 and windows-1250 encodings (line {line}); save it again as "CSV UTF-8".',
  'table.wrongEncoding': 'The file is not in the {encoding} encoding (line {line}).',
  'table.badCsv': 'The CSV file is broken at line {line}: {csvProblem}.',
  'csvProblem.unclosedQuote': 'a quote is not closed',
  'csvProblem.badQuote': 'a quote inside a value',
  'csvProblem.recordTooLong': 'a record is too long',
  'csvProblem.syntax': 'bad syntax',
  'table.badXlsx': 'The file is not a readable XLSX workbook.',
  'table.missingColumns': 'The header lacks the columns: {columns}.',
  'table.unknownColumns': 'The header has unknown columns: {columns}.',
  'table.duplicateColumns': 'The header has these columns more than once: {columns}.',
  'table.valueWithoutHeader': 'Row {record} has a value in column {column}, which has no header.',
};

const catalogues: Record<Language, Catalogue> = { cs, en };

export type MessageParams = Record<string, string | number>;

/**
 * Adds a feature's own texts (both languages, the same keys) to the catalogues, so that its
 * messages live beside the feature rather than here. Keys must not clash with existing ones.
 */
export function registerMessages(texts: Record<Language, Record<string, string>>): void {
  for (const lang of LANGUAGES) {
    for (const [key, text] of Object.entries(texts[lang])) {
      if (key in catalogues[lang] && catalogues[lang][key] !== text) throw new Error(`message ${key} defined twice`);
      catalogues[lang][key] = text;
    }
  }
}

export function hasMessage(key: string): boolean {
  return key in cs;
}

/**
 * The message of a key with its parameters filled in. A parameter `zone` with value `club` is
 * shown as the text of key `zone.club` when the catalogue has one (names of codes).
 */
export function translate(lang: Language, key: string, params: MessageParams = {}): string {
  const template = catalogues[lang][key] ?? catalogues.cs[key] ?? key;
  return template.replace(/\{(\w+)\}/g, (m, name: string) => {
    if (!(name in params)) return m;
    const value = String(params[name]);
    return catalogues[lang][`${name}.${value}`] ?? value;
  });
}

/** Picks cs or en from an Accept-Language header (q-values honoured); Czech by default. */
export function pickLanguage(header: string | undefined): Language {
  if (!header) return 'cs';
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...rest] = part.trim().split(';');
      const q = rest.find((r) => r.trim().startsWith('q='));
      return { lang: tag.trim().toLowerCase().slice(0, 2), q: q ? Number(q.trim().slice(2)) || 0 : 1 };
    })
    .filter((x) => x.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { lang } of ranked) if ((LANGUAGES as readonly string[]).includes(lang)) return lang as Language;
  return 'cs';
}
