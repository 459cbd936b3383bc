/**
 * Whether a write failed because the row already exists. Payload's PostgreSQL adapter reports a
 * unique index violation as a ValidationError ("Value must be unique"); a raw driver error carries
 * SQLSTATE 23505.
 */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string }; name?: string; data?: unknown; message?: string }
  if (e?.code === '23505' || e?.cause?.code === '23505') return true
  return e?.name === 'ValidationError' && /unique/i.test(JSON.stringify(e.data ?? '') + (e.message ?? ''))
}
