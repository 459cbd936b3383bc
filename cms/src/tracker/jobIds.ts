import { createHash } from 'node:crypto'

/**
 * A job id derived from what the job is about (pg-boss ignores a second job with an id it has):
 * two workers finishing a run's last platforms at once both send "analyze run 7", and one job runs.
 */
export function stableJobId(...parts: (string | number)[]): string {
  const h = createHash('sha1').update(parts.join(':')).digest('hex')
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${((parseInt(h[16]!, 16) & 3) | 8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`
}
