// Addressable randomness for the generator: draw i of person p is the same whichever pass asks
// for it, so the persons, their roles and the users can be built in separate passes without
// keeping a million objects. Not for anything secret.

/** A 32-bit integer hash with good avalanche (xorshift-multiply). */
export function mix32(x: number): number {
  let h = x >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d);
  h ^= h >>> 15;
  h = Math.imul(h, 0x846ca68b);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A float in [0, 1) that depends only on (seed, a, b). */
export function hash01(seed: number, a: number, b: number): number {
  return mix32(mix32(mix32(seed ^ 0x2545f491) + a) ^ Math.imul(b + 1, 0x9e3779b9)) / 4294967296;
}

/** A counter-based generator: reset it to (seed, key, salt) and read a fixed sequence. */
export class Draws {
  private base = 0;
  private counter = 0;

  constructor(private readonly seed: number) {}

  reset(key: number, salt: number): this {
    this.base = mix32(mix32(this.seed ^ Math.imul(salt + 1, 0x85ebca6b)) + key);
    this.counter = 0;
    return this;
  }

  /** A float in [0, 1). */
  next(): number {
    this.counter = (this.counter + 1) | 0;
    return mix32(this.base ^ Math.imul(this.counter, 0x9e3779b9)) / 4294967296;
  }

  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)] as T;
  }
}

/** Picks an index with probability proportional to its weight (binary search on the sums). */
export class Weighted {
  private readonly sums: Float64Array;
  readonly size: number;

  constructor(weights: ArrayLike<number>) {
    this.size = weights.length;
    this.sums = new Float64Array(weights.length);
    let total = 0;
    for (let i = 0; i < weights.length; i++) {
      total += Math.max(0, weights[i] ?? 0);
      this.sums[i] = total;
    }
    if (!(total > 0)) throw new Error('weighted pick from nothing');
  }

  /** The index for a uniform number u in [0, 1). */
  index(u: number): number {
    const target = u * (this.sums[this.size - 1] as number);
    let lo = 0;
    let hi = this.size - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.sums[mid] as number) > target) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }
}

/** Zipf-like weights for ranks 0..n-1: 1 / (rank + offset)^exponent. */
export function zipfWeights(n: number, exponent: number, offset = 1): number[] {
  return Array.from({ length: n }, (_, r) => 1 / (r + offset) ** exponent);
}

/**
 * Chooses exactly `wanted` of `candidates` items met one by one, each with the same chance
 * (selection sampling, Knuth's algorithm S), so that row counts hit the requested sizes exactly.
 */
export class ExactSelection {
  constructor(
    private wanted: number,
    private candidates: number,
    private readonly next: () => number,
  ) {}

  take(): boolean {
    if (this.candidates <= 0) return false;
    const yes = this.next() * this.candidates < this.wanted;
    this.candidates--;
    if (yes) this.wanted--;
    return yes;
  }
}
