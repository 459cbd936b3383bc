import { createPgSearchIndex } from '@aidir/cms'
import type { Handler } from '../types'

export const rebuildIndex: Handler<'search.rebuild'> = async ({ entities }, { payload, log }) => {
  const written = await createPgSearchIndex(payload).rebuild(entities)
  log.info({ written }, 'search index rebuilt')
  return { written }
}
