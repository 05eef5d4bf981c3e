// A camt.053 read as a stream (issue 35: a 50,000-entry statement never whole in memory) reads the
// same payments and refuses with the same first error as the whole file read at once, whatever
// the chunks (cut inside tags, comments, CDATA and multi-byte letters).
import { describe, expect, it } from 'vitest';
import {
  type ParsedStatement,
  parseStatement,
  readStatement,
  StatementError,
} from '../../src/features/bank-statements/bank-statements.parse';

const HEAD = `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt>
<GrpHdr><MsgId>GEN</MsgId></GrpHdr>
<Stmt><Id>GEN/1</Id><FrToDt><FrDtTm>2027-03-01T00:00:00</FrDtTm><ToDtTm>2027-03-31T23:59:59</ToDtTm></FrToDt>
<Acct><Id><IBAN>CZ6508000000192000145399</IBAN></Id></Acct>
`;
const TAIL = '</Stmt></BkToCstmrStmt></Document>\n';
const amountOf = (n: number) => 50_000 + (n % 97) * 1_250;
const day = (n: number) => `2027-03-${String(1 + (n % 28)).padStart(2, '0')}`;

/** Entry n: a credit with its symbol, name, account and message; every 50th a debit, every 70th in EUR. */
function entry(n: number): string {
  const amount = amountOf(n);
  const koruny = `${Math.floor(amount / 100)}.${String(amount % 100).padStart(2, '0')}`;
  if (n % 50 === 0) {
    return `<Ntry><Amt Ccy="CZK">12.00</Amt><CdtDbtInd>DBIT</CdtDbtInd><BookgDt><Dt>${day(n)}</Dt></BookgDt></Ntry>\n`;
  }
  return (
    `<Ntry><Amt Ccy="${n % 70 === 0 ? 'EUR' : 'CZK'}">${koruny}</Amt><CdtDbtInd>CRDT</CdtDbtInd><BookgDt><Dt>${day(n)}</Dt></BookgDt>` +
    `<AcctSvcrRef>R-${n}</AcctSvcrRef><!-- <Ntry> ${n} --><NtryDtls><TxDtls><Refs><EndToEndId>VS:${9_000_000 + n}/SS:/KS:0308</EndToEndId></Refs>` +
    `<RltdPties><Dbtr><Nm>Tělocvičná jednota &amp; „${n}“</Nm></Dbtr><DbtrAcct><Id><Othr><Id>${100000 + n}/0800</Id></Othr></Id></DbtrAcct></RltdPties>` +
    `<RmtInf><Ustrd><![CDATA[Licence <2027> č. ${n}]]></Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>\n`
  );
}
const statement = (count: number, extra = (_n: number) => '') => {
  const parts = [HEAD];
  for (let n = 1; n <= count; n++) parts.push(entry(n), extra(n));
  parts.push(TAIL);
  return Buffer.from(parts.join(''), 'utf8');
};

/** A stream of the bytes in chunks of `size`; counts how often it is opened. */
function source(bytes: Buffer, size: number) {
  const opened = { count: 0 };
  const open = async () => {
    opened.count++;
    return (async function* () {
      for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
    })();
  };
  return { open, opened };
}

async function outcome(run: () => ParsedStatement | Promise<ParsedStatement>) {
  try {
    return { parsed: await run() };
  } catch (err) {
    if (!(err instanceof StatementError)) throw err;
    return { error: { key: err.key, params: err.params } };
  }
}

describe('bank statements: camt.053 as a stream', () => {
  it('reads a 5,000-entry statement entry by entry to the payments of the whole file', async () => {
    const count = 5_000;
    const bytes = statement(count);
    const whole = parseStatement(bytes);
    const expected = [];
    for (let n = 1; n <= count; n++) {
      if (n % 50 === 0 || n % 70 === 0) continue;
      expected.push({
        bookingDate: day(n),
        amount: amountOf(n),
        variableSymbol: String(9_000_000 + n),
        counterpartyName: `Tělocvičná jednota & „${n}“`,
        counterpartyAccount: `${100000 + n}/0800`,
        message: `Licence <2027> č. ${n}`,
        bankReference: `R-${n}`,
      });
    }
    expect(whole).toEqual({
      format: 'camt053',
      statementId: 'GEN/1',
      accountIban: 'CZ6508000000192000145399',
      fromDate: '2027-03-01',
      toDate: '2027-03-31',
      lines: expected,
      skippedDebits: Math.floor(count / 50),
      skippedOtherCurrency: Math.floor(count / 70) - Math.floor(count / 350),
    });
    for (const size of [7, 1000, 65536]) {
      const { open, opened } = source(bytes, size);
      expect(await readStatement(open)).toEqual(whole);
      // Read once, as a stream: never again whole.
      expect(opened.count).toBe(1);
    }
    // Byte by byte.
    const small = statement(120);
    const { open, opened } = source(small, 1);
    expect(await readStatement(open)).toEqual(parseStatement(small));
    expect(opened.count).toBe(1);
  });

  it('keeps the first error of the whole file: broken XML and a missing BkToCstmrStmt before a bad payment', async () => {
    const badAmount = (at: number) => (n: number) =>
      n === at
        ? '<Ntry><Amt Ccy="CZK">abc</Amt><CdtDbtInd>CRDT</CdtDbtInd><BookgDt><Dt>2027-03-02</Dt></BookgDt></Ntry>'
        : '';
    const text = statement(300, badAmount(120)).toString('utf8');
    const cases: Record<string, string> = {
      badAmount: text,
      badDate: text.replace('<BookgDt><Dt>2027-03-11</Dt></BookgDt>', ''),
      brokenAtEnd: text.replace('</BkToCstmrStmt></Document>', '</BkToCstmrStmt></Documnt>'),
      brokenEntry: text.replace('<AcctSvcrRef>R-250</AcctSvcrRef>', '<AcctSvcrRef>R-250</AcctSvcrref>'),
      badEntity: text.replace('R-260', 'R-260 & 1'),
      unclosed: text.slice(0, text.indexOf('<Ntry>', text.length - 2000) + 20),
      twoRoots: `${text}<Document/>`,
      notCamt: text.replace(/BkToCstmrStmt/g, 'BkToCstmrStmtX'),
      twoStatementLists: text.replace('</BkToCstmrStmt></Document>', '</BkToCstmrStmt><BkToCstmrStmt/></Document>'),
      noCredits: `${HEAD}${entry(50)}${TAIL}`,
      csv: 'Datum;Objem;VS\n01.03.2027;100,00;123\n',
      empty: '',
      spaces: ' \n ',
      trailingText: `${text}x`,
    };
    const seen = new Set<string>();
    for (const [name, t] of Object.entries(cases)) {
      const bytes = Buffer.from(t, 'utf8');
      const whole = await outcome(() => parseStatement(bytes));
      const streamed = await outcome(() => readStatement(source(bytes, 333).open));
      expect(streamed, name).toEqual(whole);
      seen.add(whole.error?.key ?? 'ok');
    }
    expect([...seen].sort()).toEqual([
      'bankStatements.badAmount',
      'bankStatements.badDate',
      'bankStatements.brokenXml',
      'bankStatements.empty',
      'bankStatements.noLines',
      'bankStatements.notCamt053',
      'bankStatements.unknownFormat',
      'ok',
    ]);
  });
});
