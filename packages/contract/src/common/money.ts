// The currency of fees and credits (DECISIONS.md: CZK unless configured otherwise). Free of zod, so
// the web application's first chunk may import it.
export const CURRENCY = 'CZK';
