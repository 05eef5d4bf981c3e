// Password hashing with argon2id at OWASP's recommended parameters (19 MiB, 2 passes, 1 lane):
// about 30 ms per check here, where scrypt at its OWASP settings took 430 ms. The parameters
// are stored in each hash (PHC format), so they can be raised later without breaking passwords.
import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

const OPTIONS = {
  algorithm: 2 /* Algorithm.Argon2id: a const enum, not importable under isolatedModules */,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password.normalize('NFKC'), OPTIONS);
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (!stored.startsWith('$argon2id$')) return false;
  try {
    return await verify(stored, password.normalize('NFKC'));
  } catch {
    return false; // a malformed stored hash never signs anyone in
  }
}

/**
 * A real hash of a random password, verified against when the user does not exist, so that an
 * unknown user costs the same time as a wrong password.
 */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
}
