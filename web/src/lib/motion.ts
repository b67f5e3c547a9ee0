/**
 * True when the user's system asks for reduced motion: charts then draw at once instead of
 * animating, as the global style (theme.ts) cuts every transition and animation short.
 */
export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
