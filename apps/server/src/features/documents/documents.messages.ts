// The document feature's texts in Czech and English (registered into the server's catalogue).
// The name messages start with the spec's 'Invalid folder name' / 'Invalid filename' and say why.
import { registerMessages } from '../../platform/i18n/messages';

registerMessages({
  cs: {
    'documents.folderName.required': 'Neplatný název složky: zadejte název.',
    'documents.folderName.tooLong': 'Neplatný název složky: může mít nejvýše 100 znaků.',
    'documents.folderName.characters':
      'Neplatný název složky: nesmí obsahovat řídicí znaky ani znaky / \\ : * ? " < > |.',
    'documents.folderName.dots': 'Neplatný název složky: nesmí to být . ani ..',
    'documents.folderName.trailing': 'Neplatný název složky: nesmí končit tečkou.',
    'documents.folderName.reserved':
      'Neplatný název složky: CON, PRN, AUX, NUL, COM1–9 a LPT1–9 jsou vyhrazené názvy (i s příponou).',
    'documents.folderName.taken': 'Neplatný název složky: tento název už ve složce je (bez ohledu na velikost písmen).',
    'documents.fileName.required': 'Neplatný název souboru: zadejte název.',
    'documents.fileName.tooLong': 'Neplatný název souboru: může mít nejvýše 255 znaků.',
    'documents.fileName.characters':
      'Neplatný název souboru: nesmí obsahovat řídicí znaky ani znaky / \\ : * ? " < > |.',
    'documents.fileName.dots': 'Neplatný název souboru: nesmí to být . ani ..',
    'documents.fileName.trailing': 'Neplatný název souboru: nesmí končit tečkou.',
    'documents.fileName.reserved':
      'Neplatný název souboru: CON, PRN, AUX, NUL, COM1–9 a LPT1–9 jsou vyhrazené názvy (i s příponou).',
    'documents.fileName.taken': 'Neplatný název souboru: tento název už ve složce je (bez ohledu na velikost písmen).',
    'documents.fileName.extension':
      'Neplatný název souboru: musí končit příponou souborů, které dokumenty přijímají ({extensions}).',
    'documents.folderTooDeep': 'Složka může ležet nejvýše {max} úrovní hluboko.',
    'documents.fileInUse': 'Soubor v poli {label} už v dokumentech je; nahrajte jej znovu.',
    'documents.folderChanged': 'Do složky mezitím přibyl soubor; smažte ji znovu.',
  },
  en: {
    'documents.folderName.required': 'Invalid folder name: enter a name.',
    'documents.folderName.tooLong': 'Invalid folder name: it may have at most 100 characters.',
    'documents.folderName.characters':
      'Invalid folder name: it may not contain control characters or / \\ : * ? " < > |.',
    'documents.folderName.dots': 'Invalid folder name: it may not be . or ..',
    'documents.folderName.trailing': 'Invalid folder name: it may not end with a dot.',
    'documents.folderName.reserved':
      'Invalid folder name: CON, PRN, AUX, NUL, COM1–9 and LPT1–9 are reserved names (also with an extension).',
    'documents.folderName.taken': 'Invalid folder name: the folder already has this name (ignoring case).',
    'documents.fileName.required': 'Invalid filename: enter a name.',
    'documents.fileName.tooLong': 'Invalid filename: it may have at most 255 characters.',
    'documents.fileName.characters': 'Invalid filename: it may not contain control characters or / \\ : * ? " < > |.',
    'documents.fileName.dots': 'Invalid filename: it may not be . or ..',
    'documents.fileName.trailing': 'Invalid filename: it may not end with a dot.',
    'documents.fileName.reserved':
      'Invalid filename: CON, PRN, AUX, NUL, COM1–9 and LPT1–9 are reserved names (also with an extension).',
    'documents.fileName.taken': 'Invalid filename: the folder already has this name (ignoring case).',
    'documents.fileName.extension':
      'Invalid filename: it must end with an extension of the files documents take ({extensions}).',
    'documents.folderTooDeep': 'A folder may lie at most {max} levels deep.',
    'documents.fileInUse': 'The file in the field {label} is already among the documents; upload it again.',
    'documents.folderChanged': 'A file was added to the folder meanwhile; delete it again.',
  },
});
