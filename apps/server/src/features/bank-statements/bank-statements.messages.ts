// The texts of bank statements in Czech and English (the server's catalogue).
import { registerMessages } from '../../platform/i18n/messages';

registerMessages({
  cs: {
    'bankStatements.empty': 'Soubor je prázdný.',
    'bankStatements.encoding':
      'Soubor nejde přečíst jako text (UTF-8 ani windows-1250); nahrajte výpis tak, jak ho banka vydala.',
    'bankStatements.unknownFormat':
      'Neznámý formát výpisu. Nahrajte výpis ve formátu camt.053 (XML), CSV z Fio banky nebo CSV se sloupci datum, částka a VS.',
    'bankStatements.notCamt053': 'Soubor XML není výpis camt.053 (chybí BkToCstmrStmt).',
    'bankStatements.brokenXml': 'Soubor XML je poškozený (řádek {line}: {reason}). Nic nebylo uloženo.',
    'bankStatements.brokenCsv': 'Soubor CSV nejde přečíst ({reason}). Nic nebylo uloženo.',
    'bankStatements.badAmount': 'Platba {line} výpisu má neplatnou částku „{value}“. Nic nebylo uloženo.',
    'bankStatements.badDate': 'Platba {line} výpisu nemá datum zaúčtování. Nic nebylo uloženo.',
    'bankStatements.badAmountRow': 'Řádek {row} má neplatnou částku „{value}“. Nic nebylo uloženo.',
    'bankStatements.badDateRow': 'Řádek {row} má neplatné datum „{value}“. Nic nebylo uloženo.',
    'bankStatements.noLines':
      'Výpis neobsahuje žádnou příchozí platbu v Kč (odchozích plateb: {debits}, v jiné měně: {other}). Nic nebylo uloženo.',
    'bankStatements.tooManyLines': 'Výpis má víc než {max} plateb; rozdělte ho.',
    'bankStatements.duplicate': 'Tento výpis už byl nahrán ({date}, soubor {fileName}, výpis č. {id}).',
    'bankStatements.lineBooked': 'Platba je zaúčtovaná na fakturu {number}; ignorovat ji nejde.',
    'bankStatements.notIgnored': 'Platba není ignorovaná.',
    'bankStatements.invoiceNotFound': 'Faktura neexistuje.',
  },
  en: {
    'bankStatements.empty': 'The file is empty.',
    'bankStatements.encoding':
      'The file cannot be read as text (neither UTF-8 nor windows-1250); upload the statement as the bank issued it.',
    'bankStatements.unknownFormat':
      'Unknown statement format. Upload a camt.053 statement (XML), a Fio banka CSV or a CSV with date, amount and VS columns.',
    'bankStatements.notCamt053': 'The XML file is not a camt.053 statement (BkToCstmrStmt is missing).',
    'bankStatements.brokenXml': 'The XML file is broken (line {line}: {reason}). Nothing was stored.',
    'bankStatements.brokenCsv': 'The CSV file cannot be read ({reason}). Nothing was stored.',
    'bankStatements.badAmount': 'Payment {line} of the statement has an invalid amount "{value}". Nothing was stored.',
    'bankStatements.badDate': 'Payment {line} of the statement has no booking date. Nothing was stored.',
    'bankStatements.badAmountRow': 'Row {row} has an invalid amount "{value}". Nothing was stored.',
    'bankStatements.badDateRow': 'Row {row} has an invalid date "{value}". Nothing was stored.',
    'bankStatements.noLines':
      'The statement holds no incoming CZK payment (outgoing: {debits}, other currencies: {other}). Nothing was stored.',
    'bankStatements.tooManyLines': 'The statement has more than {max} payments; split it.',
    'bankStatements.duplicate': 'This statement was imported already ({date}, file {fileName}, statement no. {id}).',
    'bankStatements.lineBooked': 'The payment is booked against invoice {number}; it cannot be ignored.',
    'bankStatements.notIgnored': 'The payment is not ignored.',
    'bankStatements.invoiceNotFound': 'The invoice does not exist.',
  },
});
