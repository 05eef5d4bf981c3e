// The texts of the sport-fields register in Czech and English (the server's catalogue).
import { registerMessages } from '../../platform/i18n/messages';

registerMessages({
  cs: {
    'sportFields.gpsBoth': 'Zadejte zeměpisnou šířku i délku, nebo ani jednu.',
    'sportFields.otherClub': 'Klub může spravovat jen svá sportoviště.',
    'sportFields.unitOutsideScope': 'Tuto federační jednotku nespravujete.',
    'sportFields.districtOutsideRegion': 'Okres neleží ve zvoleném kraji.',
    'sportFields.inUse':
      'Sportoviště nelze smazat: konají se na něm turnaje ({tournaments}) nebo ligová utkání ({matches}). Ukončete raději jeho platnost.',
  },
  en: {
    'sportFields.gpsBoth': 'Enter both the latitude and the longitude, or neither.',
    'sportFields.otherClub': 'A club keeps only its own sport fields.',
    'sportFields.unitOutsideScope': 'You do not manage this federation unit.',
    'sportFields.districtOutsideRegion': 'The district does not lie in the region.',
    'sportFields.inUse':
      'The sport field cannot be deleted: tournaments ({tournaments}) or league matches ({matches}) are held there. End its validity instead.',
  },
});
