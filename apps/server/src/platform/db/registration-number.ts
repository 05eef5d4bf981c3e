// A person's registration number ("CZE 123-456"): random, so that it tells nothing about the person
// or the order of registration. The writers insert with ON CONFLICT DO NOTHING and try another one
// when a number is taken (by anyone, even a concurrent writer).

import { randomInt } from 'node:crypto';

/** A random "CZE ddd-ddd" not among `taken` (which it joins). */
export function randomRegistrationNumber(taken: Set<string>): string {
  for (;;) {
    const d = String(randomInt(100_000, 1_000_000));
    const n = `CZE ${d.slice(0, 3)}-${d.slice(3)}`;
    if (!taken.has(n)) {
      taken.add(n);
      return n;
    }
  }
}
