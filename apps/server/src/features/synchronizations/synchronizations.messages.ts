// The synchronizations' texts in Czech and English (the server's catalogue).
import { registerMessages } from '../../platform/i18n/messages';

registerMessages({
  cs: {
    'synchronizations.running': 'Úloha {name} právě běží; spusťte ji znovu, až doběhne.',
    'synchronizations.notRunnable': 'Úlohu {name} nelze spustit ručně: spouští ji systém, když má co dělat.',
    'synchronizations.unknown': 'Úloha {name} neexistuje.',
  },
  en: {
    'synchronizations.running': 'The job {name} is running; run it again once it has finished.',
    'synchronizations.notRunnable': 'The job {name} cannot be run by hand: the system starts it when there is work.',
    'synchronizations.unknown': 'There is no job {name}.',
  },
});
