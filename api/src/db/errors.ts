// Database errors a repository answers for itself rather than letting them become a 500.

/** PostgreSQL's unique_violation (23505), whether the driver error comes bare or wrapped by drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; typeof current === 'object' && current !== null; ) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
