import { geoCheckExists } from '@aidir/cms/geo'
import { cache } from 'react'
import { getPayload } from '@/lib/payload'
import { recordIdOf } from '@/features/routing/recordIdOf'

/**
 * The id of the check page's address when such a check exists, else undefined (the page answers
 * 404). Once per render: the metadata and the page both ask.
 */
export const existingCheckId = cache(async (raw: string): Promise<number | undefined> => {
  const id = recordIdOf(raw)
  return id !== undefined && (await geoCheckExists(await getPayload(), id)) ? id : undefined
})
