import { countView as countRecordView } from '@aidir/cms/catalogue'
import type { Payload } from 'payload'
import { type ViewType, viewTypes } from './pageViewApi'

/** One more view of a published record of this type (SPEC §7 /api/updatePv); its id, or undefined when none is published. */
export function countView(payload: Payload, type: ViewType, id: string): Promise<number | undefined> {
  return countRecordView(payload, viewTypes[type], id)
}
