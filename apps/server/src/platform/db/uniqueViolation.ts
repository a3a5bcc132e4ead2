/**
 * Did a statement fail on a unique index (PostgreSQL 23505), under drizzle's wrapping? A master list's
 * code index loses a race to a concurrent save of the same code; the workflow's
 * partial unique indexes (one running instance per document, one deployed version per bill type and
 * organisation) are the last word when two transactions race; this turns the loss into a 409.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 3; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
