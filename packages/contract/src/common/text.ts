// Text fields of request bodies. PostgreSQL's text and jsonb cannot hold a NUL byte (the insert
// fails: a 500), and a control character in a one-line field (a title, a name, a subject) is
// never typed by a person but breaks exports, e-mail headers and file names. So every free-text
// field is built here: one-line fields refuse every control character (Unicode Cc), multi-line
// ones (a perex, an HTML body, a template field's value) keep tab, line feed and carriage return.
import { z } from 'zod';

const SINGLE_LINE = /\p{Cc}/u;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
const MULTI_LINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** The message key of a refused control character (cs and en in the server's messages). */
export const CONTROL_CHARACTERS_MESSAGE = 'validation.controlCharacters';

/** Whether a text holds a control character its kind of field refuses (multi-line: all but \t \n \r). */
export const hasControlCharacters = (value: string, multiline = false): boolean =>
  (multiline ? MULTI_LINE : SINGLE_LINE).test(value);

/** The refinement of a text field: `z.string().refine(...noControlCharacters())`. */
export const noControlCharacters = (multiline = false) =>
  [(value: string) => !hasControlCharacters(value, multiline), CONTROL_CHARACTERS_MESSAGE] as const;

export interface TextOptions {
  /** Longest length (characters, after trimming). */
  max: number;
  /** At least one character after trimming (missing: validation.required). */
  required?: boolean;
  /** Keeps \t \n \r (a textarea); otherwise one line. */
  multiline?: boolean;
  /** Trims surrounding white space first (default true). */
  trim?: boolean;
}

/** A text field: trimmed, length-checked, free of the control characters its kind refuses. */
export function text({ max, required = false, multiline = false, trim = true }: TextOptions) {
  const base = z.string({ error: required ? 'validation.required' : 'validation.string' });
  const trimmed = trim ? base.trim() : base;
  const sized = (required ? trimmed.min(1, 'validation.required') : trimmed).max(max, 'validation.maxLength');
  return sized.refine(...noControlCharacters(multiline));
}
