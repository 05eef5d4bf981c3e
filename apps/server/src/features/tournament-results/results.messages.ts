// The texts of results, rosters and scoring tables in Czech and English (the server's catalogue).
import { registerMessages } from '../../platform/i18n/messages';

registerMessages({
  cs: {
    'results.placingHalf': 'Vyplňte umístění od i do, nebo ani jedno.',
    'results.fromOverTo': 'Umístění do nemůže být menší než umístění od.',
    'results.rangeNotShared': 'Rozsah umístění (např. 3–4) musí být označen jako sdílený.',
    'results.outsideRange': 'Umístění musí být v rozsahu 1 až {max}.',
    'results.placeTaken':
      'Umístění {place} už má jiná osoba ({holder}); označte ho jako sdílené, nebo jde-li o dvojici, založte ji v soupiskách.',
    'results.overlap': 'Umístění se překrývá s umístěním {place}.',
    'results.notInDiscipline': 'Přihláška {id} není aktivní přihláškou hráče této disciplíny.',
    'results.duplicateRow': 'Přihláška je v seznamu dvakrát.',
    'rosters.samePerson': 'Druhá osoba musí být jiná než první.',
    'rosters.notApplicant': 'Osoba {name} není aktivně přihlášena do této disciplíny jako hráč.',
    'rosters.notMember': 'Osoba {name} dnes není členem vašeho klubu.',
    'rosters.alreadyInRoster': 'Osoba {name} už je v jiné soupisce této disciplíny.',
    'rosters.notOwn': 'Soupisku tvoří hráči jiného klubu; smazat ji může jen svaz.',
    'rosters.holdsPlacing':
      'Dvojice má ve výsledcích společné nesdílené umístění {place}; nejdřív upravte výsledky disciplíny.',
    'scoring.fromOverTo': 'Umístění do nemůže být menší než umístění od.',
    'scoring.overlap': 'Řádek se překrývá s jiným nesdíleným řádkem.',
    'scoring.sharedTwice': 'Sdílené umístění s tímto rozsahem už v tabulce je.',
  },
  en: {
    'results.placingHalf': 'Fill in both the place from and to, or neither.',
    'results.fromOverTo': 'The place to cannot be lower than the place from.',
    'results.rangeNotShared': 'A range of places (e.g. 3–4) must be marked as shared.',
    'results.outsideRange': 'The place must be within 1 to {max}.',
    'results.placeTaken':
      'Another person ({holder}) already holds the place {place}; mark it shared, or if they are a pair, add them in the team rosters.',
    'results.overlap': 'The placing overlaps the placing {place}.',
    'results.notInDiscipline': 'Application {id} is not an active athlete application of this discipline.',
    'results.duplicateRow': 'The application is in the list twice.',
    'rosters.samePerson': 'The second person must differ from the first.',
    'rosters.notApplicant': '{name} is not an active athlete applicant of this discipline.',
    'rosters.notMember': '{name} is not a member of your club today.',
    'rosters.alreadyInRoster': '{name} is already in another roster of this discipline.',
    'rosters.notOwn': "Another club's players form the roster; only the federation may delete it.",
    'rosters.holdsPlacing':
      "The pair holds the unshared placing {place} together in the standings; correct the discipline's results first.",
    'scoring.fromOverTo': 'The place to cannot be lower than the place from.',
    'scoring.overlap': 'The row overlaps another non-shared row.',
    'scoring.sharedTwice': 'The table already has a shared placing with this range.',
  },
});
