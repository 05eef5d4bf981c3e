// Ready-made @mantine/form rules with the shared messages, for fields no contract schema covers.
import { validationMessages as m } from './messages';

/** A @mantine/form field rule; `values` is unknown so the rule fits any form's value type. */
export type Rule<V = unknown> = (value: V, values: unknown) => string | null;

function isBlank(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const rules = {
  required:
    (label: string): Rule =>
    (value) =>
      isBlank(value) ? m.required(label) : null,
  minLength:
    (label: string, min: number): Rule<string | null | undefined> =>
    (value) =>
      value && value.length < min ? m.minLength(label, min) : null,
  maxLength:
    (label: string, max: number): Rule<string | null | undefined> =>
    (value) =>
      value && value.length > max ? m.maxLength(label, max) : null,
  digit:
    (label: string): Rule<string | null | undefined> =>
    (value) =>
      value && !/\d/.test(value) ? m.digit(label) : null,
  email:
    (label: string): Rule<string | null | undefined> =>
    (value) =>
      value && !EMAIL.test(value.trim()) ? m.email(label) : null,
  /** The value must equal another field's (password confirmation). */
  matches:
    (otherField: string): Rule =>
    (value, values) =>
      value !== (values as Record<string, unknown> | null)?.[otherField] ? m.passwordsMismatch() : null,
  minItems:
    (label: string, min: number): Rule<unknown[] | null | undefined> =>
    (value) =>
      (value?.length ?? 0) < min ? m.minItems(label, min) : null,
  min:
    (label: string, min: number): Rule<number | string | null | undefined> =>
    (value) =>
      value !== null && value !== undefined && value !== '' && Number(value) < min ? m.min(label, min) : null,
  max:
    (label: string, max: number): Rule<number | string | null | undefined> =>
    (value) =>
      value !== null && value !== undefined && value !== '' && Number(value) > max ? m.max(label, max) : null,
  /** Runs rules in order and returns the first message. */
  all:
    <V>(...list: Rule<V>[]): Rule<V> =>
    (value, values) => {
      for (const rule of list) {
        const msg = rule(value, values);
        if (msg) return msg;
      }
      return null;
    },
};
