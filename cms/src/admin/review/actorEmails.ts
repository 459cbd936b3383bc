import type { Payload } from 'payload'
import { poolOf } from '../../db/pool'
import { actorUserIds } from './orderLogTexts'

/**
 * The addresses of the people an order log names, in one read. System read: only the staff pages
 * that show an order's log call it, after their own role check, and the log already names these
 * users by id.
 */
export async function actorEmails(payload: Payload, actors: string[]): Promise<Map<number, string>> {
  const ids = actorUserIds(actors)
  if (ids.length === 0) return new Map()
  const { rows } = await poolOf(payload).query<{ id: number; email: string }>({ name: 'admin-log-actor-emails', text: 'SELECT id, email FROM users WHERE id = ANY($1::int[])', values: [ids] })
  return new Map(rows.map((r) => [r.id, r.email]))
}
