// Text on a coloured badge: black or white, whichever contrasts more with the colour (WCAG 2).
// Mantine's autoContrast keeps white on the mid greens and blues, too faint for small text.
import { luminance } from '@mantine/core';

/** Contrast ratio of two relative luminances (WCAG 2). */
const ratio = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

export function readableOn(color: string): 'black' | 'white' {
  const l = luminance(color);
  return ratio(l, 0) >= ratio(l, 1) ? 'black' : 'white';
}
