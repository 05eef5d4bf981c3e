// The national teams' texts in Czech and English (the server's catalogue).
import { registerMessages } from '../../platform/i18n/messages';

registerMessages({
  cs: {
    'representation.scoreBoth': 'Zadejte skóre obou stran, nebo žádné (utkání se ještě nehrálo).',
    'representation.disciplineSex': 'Disciplína {discipline} je určena pro jiné pohlaví, než má družstvo.',
    'representation.wrongSex': 'Osobu {name} nelze nominovat do družstva {team}: družstvo je pro pohlaví {sex}.',
    'representation.wrongAge':
      'Osobu {name} nelze nominovat do družstva {team}: v roce {year} jí bude {age} let, kategorie {category} je pro {range}.',
    'representation.nominatedTwice': 'Osoba {name} už je do družstva {team} nominována.',
    'representation.notYourNomination': 'Odpovídat můžete jen na své vlastní nominace.',
    'representation.notClubMember': 'Nominovaná osoba není členem vašeho klubu.',
    'representation.participantNotNominated':
      'Akce se mohou účastnit jen osoby nominované do družstva {team}, které nominaci neodmítly: {names}.',
  },
  en: {
    'representation.scoreBoth': 'Enter the score of both sides, or none (the match has not been played yet).',
    'representation.disciplineSex': "The discipline {discipline} is meant for another sex than the team's.",
    'representation.wrongSex': '{name} cannot be nominated to {team}: the team is for {sex}.',
    'representation.wrongAge':
      '{name} cannot be nominated to {team}: aged {age} in {year}, while the category {category} is for {range}.',
    'representation.nominatedTwice': '{name} is already nominated to {team}.',
    'representation.notYourNomination': 'You can answer only your own nominations.',
    'representation.notClubMember': 'The nominated person is not a member of your club.',
    'representation.participantNotNominated':
      'Only persons nominated to {team} who have not declined can take part: {names}.',
  },
});
