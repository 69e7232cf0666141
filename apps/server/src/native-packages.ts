/**
 * The packages with native code, loaded at their first use instead of at start: sharp (libvips and its
 * libraries, for pictures) and argon2 (for passwords). A restart answers /health without either; the first
 * picture or password after it waits for its package once (decision 073).
 */

/** `load`, run at the first call only; every call answers the same promise. */
export function atFirstUse<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => (loading ??= load());
}

/** sharp's function (libvips). */
export const loadSharp = atFirstUse(async () => (await import('sharp')).default);

/** argon2's hash and verify. */
export const loadArgon2 = atFirstUse(() => import('@node-rs/argon2'));
