// The article feature's texts in Czech and English (registered into the server's catalogue).
import { registerMessages } from '../../platform/i18n/messages';

registerMessages({
  cs: {
    'articles.duplicateTag': 'Štítky v poli {label} se nesmějí opakovat (ani s jinou velikostí písmen).',
    'articles.duplicateZone': 'Zóny v poli {label} se nesmějí opakovat.',
    'articles.bodyTooLong': 'Text článku může mít po očištění nejvýše {max} znaků (má {length}).',
    'articles.notFound': 'Zpráva nebyla nalezena.',
    'articles.coverInUse': 'Obrázek v poli {label} už patří jinému článku; nahrajte jej znovu.',
  },
  en: {
    'articles.duplicateTag': 'The tags in {label} must not repeat (not even in another case).',
    'articles.duplicateZone': 'The zones in {label} must not repeat.',
    'articles.bodyTooLong': 'The article text may have at most {max} characters after cleaning (it has {length}).',
    'articles.notFound': 'The report was not found.',
    'articles.coverInUse': 'The image in {label} already belongs to another article; upload it again.',
  },
});
