import { trackerExists } from '@aidir/cms/tracker'
import { cache } from 'react'
import { getPayload } from '@/lib/payload'
import { recordIdOf } from '@/features/routing/recordIdOf'

/**
 * The id of the report page's address when such a tracker exists, else undefined (the page
 * answers 404). Once per render: the metadata and the page both ask.
 */
export const existingTrackerId = cache(async (raw: string): Promise<number | undefined> => {
  const id = recordIdOf(raw)
  return id !== undefined && (await trackerExists(await getPayload(), id)) ? id : undefined
})
