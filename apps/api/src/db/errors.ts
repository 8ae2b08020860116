/** A unique-constraint violation, as node-postgres and PGlite report it (Drizzle wraps it in `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
