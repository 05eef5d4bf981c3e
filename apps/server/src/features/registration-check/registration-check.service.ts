// The check itself: the numbers of the text, one query for their validity, a QR code per number.
// "Valid" (docs/decisions.md "Public registration-number check"): a person with exactly this
// registration number holds at least one person role valid today (valid_from <= today <=
// valid_till or open) in an approval state that counts as valid (approval_states.is_valid).
import {
  type PublicValidation,
  REGISTRATION_CHECK_MAX_NUMBERS,
  REGISTRATION_CHECK_NUMBER_PARAM,
  REGISTRATION_CHECK_PAGE,
} from '@fedra/contract';
import { AppError, validationError } from '../../platform/errors/app-error';
import { findRegistrationNumbers, TooManyNumbersError } from './registration-numbers';
import './registration-check.messages';
import { today } from '../../platform/clock';
import type { Db } from '../../platform/db/pool';

/** The check page of one number: what its QR code holds. */
export function checkPageUrl(origin: string, routerBase: string, number: string): string {
  return `${origin}${routerBase}${REGISTRATION_CHECK_PAGE}?${REGISTRATION_CHECK_NUMBER_PARAM}=${encodeURIComponent(number)}`;
}

/** QR images by content: the same numbers are checked again and again, and drawing one costs a few ms. */
const QR_KEPT = 2000;
const qrImages = new Map<string, string>();

async function qrCode(content: string): Promise<string> {
  const kept = qrImages.get(content);
  if (kept) return kept;
  const { default: QRCode } = await import('qrcode'); // loaded on the first code, not in every server
  const image = await QRCode.toDataURL(content, { errorCorrectionLevel: 'M', margin: 2, width: 192 });
  if (qrImages.size >= QR_KEPT) qrImages.delete(qrImages.keys().next().value as string);
  qrImages.set(content, image);
  return image;
}

/** The numbers among `numbers` that are valid today, in one query (the unique index on registration_number). */
async function validNumbers(db: Db, numbers: string[]): Promise<Set<string>> {
  if (!numbers.length) return new Set();
  const { rows } = await db.query<{ number: string }>(
    `SELECT p.registration_number AS number
       FROM persons p
      WHERE p.registration_number = ANY($1::text[])
        AND EXISTS (
          SELECT 1 FROM person_roles r JOIN approval_states a ON a.id = r.approval_state_id AND a.is_valid
           WHERE r.person_id = p.id AND r.valid_from <= $2::date
             AND (r.valid_till IS NULL OR r.valid_till >= $2::date))`,
    [numbers, today()],
  );
  return new Set(rows.map((r) => r.number));
}

export async function checkRegistrationNumbers(
  db: Db,
  text: string,
  pageOrigin: string,
  routerBase: string,
): Promise<PublicValidation[]> {
  let found: ReturnType<typeof findRegistrationNumbers>;
  try {
    found = findRegistrationNumbers(text, REGISTRATION_CHECK_MAX_NUMBERS);
  } catch (err) {
    if (!(err instanceof TooManyNumbersError)) throw err;
    throw validationError([
      { field: 'text', key: 'registrationCheck.tooManyNumbers', params: { max: REGISTRATION_CHECK_MAX_NUMBERS } },
    ]);
  }
  // The spec's 'Check failed' / 'No numbers found to validate in the specified input' (§5, §8).
  if (!found.length) {
    throw new AppError('check_failed', 400, {}, [{ field: 'text', key: 'registrationCheck.noNumbers' }]);
  }
  const valid = await validNumbers(
    db,
    found.flatMap((f) => (f.normalized ? [f.normalized] : [])),
  );
  return Promise.all(
    found.map(async (f) => ({
      registrationNumbersRaw: f.raw,
      registrationNumber: f.normalized,
      isValid: f.normalized !== null && valid.has(f.normalized),
      qrCode: f.normalized ? await qrCode(checkPageUrl(pageOrigin, routerBase, f.normalized)) : null,
    })),
  );
}
