// The texts of the orders the system makes (season licences, the statute 8 fine) in Czech and
// English (the server's catalogue; a request's fee has its own in requests.fee.ts).
import { registerMessages } from '../../platform/i18n/messages';

registerMessages({
  cs: {
    'orders.seasonLicences.failed': 'Generování objednávek licencí selhalo; zkuste to prosím znovu.',
    'orders.seasonLicences.unusableItems':
      'Položky ceníku {ids} nejsou osobní položky s typem role platné v sezóně; licence z nich generovat nelze.',
    'orders.statute8.name': 'Pokuta – chybějící rozhodčí (čl. 8), turnaj {name}',
    'orders.statute8.exists': 'Pokuta za turnaj už je vyměřena: objednávka č. {orderId}.',
    'orders.statute8.noFine': 'Turnaj podle čl. 8 žádnou pokutu nedluží.',
    'orders.statute8.noOrganizer': 'Turnaj nemá pořádající klub; pokutu nelze vyměřit.',
  },
  en: {
    'orders.seasonLicences.failed': 'Generating the licence orders failed; please try again.',
    'orders.seasonLicences.unusableItems':
      'Price-list items {ids} are not person items with a role type valid in the season; no licences can be generated from them.',
    'orders.statute8.name': 'Fine – missing referees (art. 8), tournament {name}',
    'orders.statute8.exists': 'The tournament’s fine was already recorded: order no. {orderId}.',
    'orders.statute8.noFine': 'The tournament owes no fine under article 8.',
    'orders.statute8.noOrganizer': 'The tournament has no organising club; no fine can be recorded.',
  },
});
