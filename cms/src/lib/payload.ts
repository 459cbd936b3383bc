import { getPayload, type Payload } from 'payload'
import config from '../payload.config'

/** The Local API for processes outside the admin app (storefront, tasks, seed, tests). */
export function payloadClient(): Promise<Payload> {
  return getPayload({ config })
}
