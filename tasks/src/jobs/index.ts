import { createDetectHandler } from './geo/detectPlatform'
import { indexRecord } from './search/indexRecord'
import { rebuildIndex } from './search/rebuildIndex'
import { notifySupport } from './support/notifySupport'
import type { Handlers } from './types'

/** Every queue of the job contract and the handler that works it. */
export const handlers: Handlers = {
  'search.index': indexRecord,
  'search.rebuild': rebuildIndex,
  'geo.detect': createDetectHandler(),
  'support.notify': notifySupport,
}
