// Problem details (RFC 9457) with a stable code and every field error.
import { z } from 'zod';

export const FieldErrorSchema = z.object({ field: z.string().optional(), message: z.string() });

export const ProblemSchema = z
  .object({
    type: z.string(),
    title: z.string(),
    status: z.number().int(),
    detail: z.string().optional(),
    instance: z.string().optional(),
    code: z.string(),
    errors: z.array(FieldErrorSchema),
    /** The record the request collides with (a person of the same birth number), for a link to it. */
    related: z.object({ kind: z.string(), id: z.number().int(), name: z.string() }).optional(),
  })
  .meta({ id: 'Problem' });
export type Problem = z.infer<typeof ProblemSchema>;

/** Stable error codes; their texts (cs, en) live in the server's i18n catalogue. */
export const ERROR_CODES = [
  'validation_failed',
  'invalid_credentials',
  /** The account is locked by an administrator (told only after the right password). */
  'account_locked',
  /** The password was right; the account asks for its second factor (`code`). */
  'second_factor_required',
  /** The second factor's code is wrong or used. */
  'second_factor_invalid',
  'two_factor_setup_required',
  /** A person with the same birth number exists (`related` names it). */
  'person_duplicate',
  /** A club with the same IČO exists (`related` names it). */
  'club_duplicate',
  /** A person of the same name and birth date exists: repeat with `confirmSimilar: true` once the user confirms. */
  'person_similar',
  'passkey_invalid',
  'too_many_attempts',
  'unauthorized',
  'forbidden',
  'read_only',
  'not_found',
  'route_not_found',
  'method_not_allowed',
  'payload_too_large',
  'unsupported_media_type',
  'invalid_json',
  'conflict',
  'in_use',
  /** A delete would take played results with it: repeat it with `withResults=true` once the user confirms. */
  'results_exist',
  'invalid_refresh_token',
  'not_club_manager',
  'zone_denied',
  'internal_error',
  'service_unavailable',
  'too_many_requests',
  'check_failed',
  'bad_url',
  'uri_too_long',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
