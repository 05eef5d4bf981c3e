// The texts of the result imports and the pairing by hand in Czech and English (registered into the
// server's catalogue): the row messages of the import summary and the problems of the calls.
import { registerMessages } from '../../platform/i18n/messages';

registerMessages({
  cs: {
    'resultImports.controlCharacters': 'Sloupec {column} obsahuje nepovolené řídicí znaky.',
    'resultImports.tooLong': 'Sloupec {column} může mít nejvýše {max} znaků.',
    'resultImports.placeRequired': 'Chybí umístění.',
    'resultImports.placeInvalid': 'Umístění „{value}“ nemá tvar 3, 3., 3-4 nebo 3.–4.',
    'resultImports.placeOutOfRange': 'Umístění „{value}“ musí ležet v rozmezí 1 až {max}.',
    'resultImports.nameRequired': 'Chybí příjmení nebo jméno.',
    'resultImports.birthDateInvalid': 'Datum narození „{value}“ není platné datum (d. m. rrrr nebo rrrr-mm-dd).',
    'resultImports.pointsInvalid': 'Body „{value}“ musí být nezáporné číslo.',
    'resultImports.duplicateRow': 'Řádek opakuje řádek {first}.',
    'resultImports.duplicatePerson': 'Osoba {name} je už na řádku {first}.',
    'resultImports.notAthlete':
      'Osoba {name} je k disciplíně přihlášena v jiné roli než sportovec; výsledek nelze zapsat.',
    'resultImports.placeTaken': 'Nesdílené umístění {place} už má jiná osoba (řádek {first}).',
    'resultImports.placeOverlap': 'Umístění {place} se překrývá s jiným umístěním v souboru.',
    'resultImports.pairPlaceTaken':
      'Umístění {place} mezitím získala v pořadí jiná osoba; upravte nejdřív výsledky disciplíny.',
    'resultImports.notFound': 'Osobu {name} se nepodařilo najít; výsledek čeká na ruční spárování.',
    'resultImports.ambiguous': 'Osobě {name} odpovídá více osob; výsledek čeká na ruční spárování.',
    'resultImports.unknownRegistrationNumber':
      'Registrační číslo {value} neexistuje; výsledek čeká na ruční spárování.',
    'resultImports.notJson': 'Soubor není platný JSON.',
    'resultImports.wrongFormat': 'Soubor není ve formátu {format} (položka "format").',
    'resultImports.noDisciplines': 'Soubor neobsahuje žádnou disciplínu (položka "disciplines").',
    'resultImports.disciplineShape':
      'Disciplína č. {index} musí mít externalId nebo name (text bez řídicích znaků) a seznam results.',
    'resultImports.unknownDiscipline': 'Turnaj nemá disciplínu {name}.',
    'resultImports.duplicateDiscipline': 'Disciplína {name} je v souboru víckrát.',
    'resultImports.alreadyPaired': 'Tento výsledek už je spárovaný.',
    'resultImports.personHasResult': 'Osoba {name} už má v této disciplíně výsledek.',
  },
  en: {
    'resultImports.controlCharacters': 'The column {column} contains control characters, which are not allowed.',
    'resultImports.tooLong': 'The column {column} may have at most {max} characters.',
    'resultImports.placeRequired': 'The placing is missing.',
    'resultImports.placeInvalid': 'The placing "{value}" is not of the form 3, 3., 3-4 or 3.–4.',
    'resultImports.placeOutOfRange': 'The placing "{value}" must lie between 1 and {max}.',
    'resultImports.nameRequired': 'The last name or the first name is missing.',
    'resultImports.birthDateInvalid': 'The birth date "{value}" is not a valid date (d. m. yyyy or yyyy-mm-dd).',
    'resultImports.pointsInvalid': 'The points "{value}" must be a number of at least 0.',
    'resultImports.duplicateRow': 'The row repeats row {first}.',
    'resultImports.duplicatePerson': '{name} is already on row {first}.',
    'resultImports.notAthlete':
      '{name} is applied to the discipline in another role than athlete; no result can be written.',
    'resultImports.placeTaken': 'Another person already holds the unshared placing {place} (row {first}).',
    'resultImports.placeOverlap': 'The placing {place} overlaps another placing of the file.',
    'resultImports.pairPlaceTaken':
      "Another person has taken the placing {place} in the standings since; correct the discipline's results first.",
    'resultImports.notFound': '{name} was not found; the result waits for pairing by hand.',
    'resultImports.ambiguous': 'More than one person matches {name}; the result waits for pairing by hand.',
    'resultImports.unknownRegistrationNumber':
      'The registration number {value} does not exist; the result waits for pairing by hand.',
    'resultImports.notJson': 'The file is not valid JSON.',
    'resultImports.wrongFormat': 'The file is not in the format {format} (its "format" item).',
    'resultImports.noDisciplines': 'The file has no discipline (its "disciplines" item).',
    'resultImports.disciplineShape':
      'Discipline no. {index} must have an externalId or a name (text without control characters) and a results list.',
    'resultImports.unknownDiscipline': 'The tournament has no discipline {name}.',
    'resultImports.duplicateDiscipline': 'The discipline {name} is in the file more than once.',
    'resultImports.alreadyPaired': 'This result has been paired already.',
    'resultImports.personHasResult': '{name} already has a result in this discipline.',
  },
});
