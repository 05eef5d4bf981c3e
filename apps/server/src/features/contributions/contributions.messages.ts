// The contribution feature's texts in Czech and English (registered into the server's catalogue).
import { registerMessages } from '../../platform/i18n/messages';

registerMessages({
  cs: {
    'contributions.noneSelected': 'Nebyla vybrána žádná osoba.',
    'contributions.idsOrAll': 'Pošlete buď vybrané příspěvky, nebo „všechny podle filtru“, ne obojí.',
    'contributions.tooMany': 'Filtru odpovídá {count} příspěvků; najednou lze zaplatit nejvýše {max}.',
    'contributions.paidDateFuture': 'Datum platby nesmí být v budoucnosti (dnes je {today}).',
    'contributions.clubCreditOnly': 'V klubové zóně lze příspěvky platit jen z kreditu klubu.',
    'contributions.priceExists': 'Cena pro tuto sezónu, svaz, typ role a věkovou kategorii už existuje.',
    'contributions.failure.notFound': 'Příspěvek {id} neexistuje nebo k němu nemáte přístup.',
    'contributions.failure.alreadyPaid': '{name}: příspěvek už je zaplacen.',
    'contributions.failure.notRequired': '{name}: příspěvek se neplatí.',
    'contributions.generationFailed':
      'Generování příspěvků selhalo. Zkuste to znovu; přetrvá-li chyba, kontaktujte správce.',
  },
  en: {
    'contributions.noneSelected': 'No person selected',
    'contributions.idsOrAll': 'Send either the selected contributions or "all matching the filter", not both.',
    'contributions.tooMany': '{count} contributions match the filter; at most {max} can be paid at once.',
    'contributions.paidDateFuture': 'The paid date may not be in the future (today is {today}).',
    'contributions.clubCreditOnly': 'In the club zone contributions are paid from the club credit only.',
    'contributions.priceExists': 'A price for this season, unit, role type and age category already exists.',
    'contributions.failure.notFound': 'Contribution {id} does not exist or is not yours to pay.',
    'contributions.failure.alreadyPaid': '{name}: the contribution is already paid.',
    'contributions.failure.notRequired': '{name}: no contribution is required.',
    'contributions.generationFailed':
      'Generating the contributions failed. Try again; if it keeps failing, contact the administrator.',
  },
});
