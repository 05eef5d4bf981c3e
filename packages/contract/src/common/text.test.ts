// The shared text and timestamp builders: what a one-line and a multi-line field refuse, and the
// bounds of a timestamp (PostgreSQL has no year 0; 1900-2100 as the platform's dates).
import { describe, expect, it } from 'vitest';
import { documentNameProblem } from '../documents';
import { boundedDateTime } from './schemas';
import { CONTROL_CHARACTERS_MESSAGE, text } from './text';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((i) => i.message);

describe('text()', () => {
  const line = text({ max: 10, required: true });
  const lines = text({ max: 10, multiline: true });

  it('refuses NUL and every control character in a one-line field, trims first', () => {
    for (const bad of ['a\u0000', 'a\tb', 'a\nb', 'a\u007f', 'a\u0085b', 'a\u001b']) {
      expect(messages(line.safeParse(bad)), JSON.stringify(bad)).toEqual([CONTROL_CHARACTERS_MESSAGE]);
    }
    expect(line.parse('  Žluťoučký ')).toBe('Žluťoučký');
    expect(line.parse(' a\n')).toBe('a');
    expect(messages(line.safeParse('   '))).toEqual(['validation.required']);
    expect(messages(line.safeParse('x'.repeat(11)))).toEqual(['validation.maxLength']);
  });

  it('keeps tab, line feed and carriage return in a multi-line field, refuses the rest', () => {
    expect(lines.parse('a\r\n\tb')).toBe('a\r\n\tb');
    for (const bad of ['a\u0000', 'a\u000bb', 'a\u000cb', 'a\u0080']) {
      expect(messages(lines.safeParse(bad)), JSON.stringify(bad)).toEqual([CONTROL_CHARACTERS_MESSAGE]);
    }
    expect(lines.parse('')).toBe('');
  });
});

describe('boundedDateTime()', () => {
  const schema = boundedDateTime();
  it('takes ISO timestamps with an offset within 1900-2100 only', () => {
    expect(schema.parse('2026-05-01T09:00:00+02:00')).toBe('2026-05-01T09:00:00+02:00');
    expect(schema.parse('1900-01-01T00:00:00Z')).toBe('1900-01-01T00:00:00Z');
    expect(messages(schema.safeParse('0000-01-01T00:00:00Z'))).toEqual(['validation.dateMin']);
    expect(messages(schema.safeParse('2101-01-01T00:00:00Z'))).toEqual(['validation.dateMax']);
    expect(messages(schema.safeParse('2026-02-30T00:00:00Z'))).toEqual(['validation.format']);
  });
});

describe('documentNameProblem()', () => {
  it('refuses format characters (bidi, zero-width) and a file extension documents do not take', () => {
    expect(documentNameProblem('abc\u202Efdp.exe', 'file')).toBe('characters');
    expect(documentNameProblem('a\u200Bb', 'folder')).toBe('characters');
    expect(documentNameProblem('zprava.html', 'file')).toBe('extension');
    expect(documentNameProblem('zprava', 'file')).toBe('extension');
    expect(documentNameProblem('Zpráva.PDF', 'file')).toBeNull();
    expect(documentNameProblem('zprava', 'folder')).toBeNull();
  });
});
