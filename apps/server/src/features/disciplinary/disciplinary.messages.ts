// The disciplinary proceedings' texts in Czech and English (the server's catalogue).
import { registerMessages } from '../../platform/i18n/messages';

registerMessages({
  cs: {
    'disciplinary.partyOneOf': 'Účastníkem je buď osoba, nebo klub, nebo zadané jméno (právě jedno z nich).',
    'disciplinary.chooseCompetitions': 'Vyberte soutěže, pro které zastavení platí, nebo zvolte všechny soutěže.',
    'disciplinary.decideFirst': 'Do tohoto stavu se řízení dostane až s rozhodnutím: nejprve zapište rozhodnutí.',
    'disciplinary.subjectLocked': 'Po rozhodnutí už nelze změnit, proti komu řízení je.',
    'disciplinary.discontinued': 'Řízení je zastavené: rozhodnutí už nelze zapsat.',
    'disciplinary.decidedBeforeOpened': 'Rozhodnutí nemůže předcházet zahájení řízení.',
    'disciplinary.hearingBeforeOpened': 'Jednání nemůže předcházet zahájení řízení.',
    'disciplinary.suspensionOnlyPerson': 'Zastavení činnosti lze uložit jen osobě.',
    'disciplinary.noClubToBill': 'Pokutu není komu vyúčtovat: osoba není členem žádného klubu. Zadejte klub řízení.',
    'disciplinary.decidedNoDelete': 'Rozhodnuté řízení nelze smazat; lze ho zastavit.',
    'disciplinary.documentUsed': 'Tento soubor je už připojen.',
    'disciplinary.statute8Exists': 'Řízení pro nezajištění rozhodčích tohoto turnaje už existuje ({number}).',
    'disciplinary.statute8Title': 'Nezajištění rozhodčích – {name}',
    'disciplinary.fineItem': 'Pokuta – disciplinární řízení {number}: {title}',
  },
  en: {
    'disciplinary.partyOneOf': 'A party is a person, a club or a given name (exactly one of them).',
    'disciplinary.chooseCompetitions': 'Choose the competitions the suspension holds for, or choose all competitions.',
    'disciplinary.decideFirst': 'A proceeding reaches this state with its decision: record the decision first.',
    'disciplinary.subjectLocked': 'Once decided, whom the proceeding is against cannot change.',
    'disciplinary.discontinued': 'The proceeding is discontinued: no decision can be recorded.',
    'disciplinary.decidedBeforeOpened': 'The decision cannot precede the opening of the proceeding.',
    'disciplinary.hearingBeforeOpened': 'The hearing cannot precede the opening of the proceeding.',
    'disciplinary.suspensionOnlyPerson': 'Only a person can be suspended.',
    'disciplinary.noClubToBill':
      'There is no club to bill the fine to: the person is not a member of any club. Give the proceeding a club.',
    'disciplinary.decidedNoDelete': 'A decided proceeding cannot be deleted; it can be discontinued.',
    'disciplinary.documentUsed': 'This file is attached already.',
    'disciplinary.statute8Exists':
      'A proceeding for the missing referees of this tournament exists already ({number}).',
    'disciplinary.statute8Title': 'Referees not provided – {name}',
    'disciplinary.fineItem': 'Fine – disciplinary proceeding {number}: {title}',
  },
});
