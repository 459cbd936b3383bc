import { createPgSearchIndex } from '@aidir/cms'
import type { Handler } from '../types'

/** Re-reads one record and rewrites (or removes) its search documents; safe to run twice. */
export const indexRecord: Handler<'search.index'> = async ({ entity, id, op }, { payload }) => {
  const index = createPgSearchIndex(payload)
  if (op === 'delete') await index.remove(entity, id)
  else await index.index(entity, id)
  return { entity, id, op }
}
