// The texts of tournament disciplines and applications in Czech and English (registered into the
// server's catalogue); the keys match the web's (locales: disciplines, applications, bulk, countsFill).
import { registerMessages } from '../../platform/i18n/messages';

registerMessages({
  cs: {
    'disciplines.timeFormat': 'Zadejte čas ve formátu HH:MM.',
    'disciplines.tournamentClosed': 'Turnaj ve stavu {state} už nelze měnit.',
    'disciplines.transitionRefused': 'Disciplínu ve stavu {from} nelze převést do stavu {to}.',
    'disciplines.finalState': 'Disciplínu ve stavu {state} už nelze měnit.',
    'disciplines.hasApplications': 'Disciplína má přihlášky; místo smazání ji zrušte.',
    'disciplines.previousSelf': 'Disciplína nemůže navazovat sama na sebe.',
    'disciplines.previousNotEarlier':
      'Předchozí disciplína musí patřit do dřívější sezóny (její platnost končí před začátkem sezóny tohoto turnaje).',
    'countsFill.foreignOverTotal': 'Počet zahraničních účastníků nemůže být větší než počet všech účastníků.',
    'countsFill.belowPlacings': 'Výsledky disciplíny už obsahují umístění {max}; počet startujících nemůže být menší.',
    'applications.noteFormat':
      'Pole {label} musí být objekt JSON s nejvýše těmito položkami: category (text do 100 znaků), clubName (text do 200 znaků).',
    'applications.disciplineNotOpen': 'Do disciplíny ve stavu {state} se nelze přihlásit.',
    'applications.tournamentNotOpen': 'Do turnaje ve stavu {state} se nelze přihlásit.',
    'applications.notOnline': 'Turnaj nepřijímá přihlášky online; obraťte se na pořadatele.',
    'applications.outsideWindow': 'Přihlášky do této disciplíny se nyní nepřijímají (přihlašování {from} – {to}).',
    'applications.windowClosed': 'Přihlašování skončilo; přihlášku už může změnit jen svaz.',
    'applications.notMember': 'Osoba {name} dnes není členem vašeho klubu.',
    'applications.notReferee': 'Osoba {name} dnes nemá platnou roli rozhodčího.',
    'applications.wrongSex': 'Disciplína {discipline} je jen pro pohlaví {sex}; osobu {name} do ní nelze přihlásit.',
    'applications.wrongAge':
      'Disciplína {discipline} je pro věkovou kategorii {category} ({range} v roce turnaje); osobě {name} bude {age}.',
    'applications.duplicate': 'Osoba {name} už do této disciplíny přihlášena je.',
    'applications.notOwn': 'Přihlášku podal jiný klub; smazat ji může jen on nebo svaz.',
    'applications.open': 'kdykoli',
    'bulk.noneSelected': 'Musíte vybrat alespoň 1 disciplínu.',
    'bulk.nobodySelected': 'Musíte vybrat alespoň 1 osobu.',
    'bulk.tooManyPairs':
      'Najednou lze podat nejvýše {max} přihlášek (disciplíny × osoby); vybráno je {count}. Zmenšete výběr disciplín nebo osob.',
    'bulk.rowFailed': 'Přihlášku se nepodařilo uložit.',
    'applications.stateRefused':
      'Přihlášku ve stavu {from} nelze převést do stavu {to}; povolené přechody: registrovaná → potvrzená nebo odmítnutá, odmítnutá → potvrzená, potvrzená → odmítnutá nebo vyloučená.',
  },
  en: {
    'disciplines.timeFormat': 'Enter the time as HH:MM.',
    'disciplines.tournamentClosed': 'A tournament in the state {state} can no longer be changed.',
    'disciplines.transitionRefused': 'A discipline in the state {from} cannot be moved to the state {to}.',
    'disciplines.finalState': 'A discipline in the state {state} can no longer be changed.',
    'disciplines.hasApplications': 'The discipline has applications; cancel it instead of deleting it.',
    'disciplines.previousSelf': 'A discipline cannot follow itself.',
    'disciplines.previousNotEarlier':
      "The previous discipline must belong to an earlier season (one whose validity ends before this tournament's season starts).",
    'countsFill.foreignOverTotal': 'The foreign participants cannot outnumber all participants.',
    'countsFill.belowPlacings': "The discipline's standings already use the place {max}; the starters cannot be fewer.",
    'applications.noteFormat':
      'The field {label} must be a JSON object with at most these items: category (text up to 100 characters), clubName (text up to 200 characters).',
    'applications.disciplineNotOpen': 'A discipline in the state {state} takes no applications.',
    'applications.tournamentNotOpen': 'A tournament in the state {state} takes no applications.',
    'applications.notOnline': 'The tournament takes no online applications; contact the organizer.',
    'applications.outsideWindow': 'This discipline takes no applications now (applications {from} – {to}).',
    'applications.windowClosed': 'Applications are closed; only the federation may change this application now.',
    'applications.notMember': '{name} is not a member of your club today.',
    'applications.notReferee': '{name} holds no valid referee role today.',
    'applications.wrongSex': 'The discipline {discipline} is for {sex} only; {name} cannot be applied to it.',
    'applications.wrongAge':
      'The discipline {discipline} is for the age category {category} ({range} in the year of the tournament); {name} will be {age}.',
    'applications.duplicate': '{name} has already applied to this discipline.',
    'applications.notOwn': 'Another club made this application; only that club or the federation may delete it.',
    'applications.open': 'any time',
    'bulk.noneSelected': 'You must select at least 1 discipline.',
    'bulk.nobodySelected': 'You must select at least 1 person.',
    'bulk.tooManyPairs':
      'At most {max} applications (disciplines × persons) can be made at once; {count} are selected. Select fewer disciplines or persons.',
    'bulk.rowFailed': 'The application could not be saved.',
    'applications.stateRefused':
      'An application in the state {from} cannot be moved to the state {to}; allowed: registered → confirmed or rejected, rejected → confirmed, confirmed → rejected or excluded.',
  },
});
