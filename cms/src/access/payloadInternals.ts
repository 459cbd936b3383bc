import { type Access, type Endpoint, Forbidden, type SanitizedConfig } from 'payload'
import { isStaff } from './roles'

/**
 * Payload adds collections of its own for the admin: document locks (any signed-in user may
 * create, read, change and delete them by default, so a customer could lock an editor out of a
 * record or see who edits what) and admin preferences (any signed-in user stores JSON there).
 * Both serve only people who use the admin, that is staff; customers get nothing of them.
 * Applied to the built config, as Payload only adds these collections while building it.
 */
const staffOnly = (rule: Access | undefined): Access => (args) => (isStaff(args.req.user) ? (rule ? rule(args) : true) : false)

const staffOnlyEndpoint = (endpoint: Endpoint): Endpoint => ({
  ...endpoint,
  handler: (req) => {
    if (!isStaff(req.user)) throw new Forbidden(req.t)
    return endpoint.handler(req)
  },
})

export const adminOnlyCollections = ['payload-locked-documents', 'payload-preferences'] as const

export function withStaffOnlyInternals(config: SanitizedConfig): SanitizedConfig {
  for (const collection of config.collections) {
    if (!(adminOnlyCollections as readonly string[]).includes(collection.slug)) continue
    const access = collection.access
    collection.access = { ...access, create: staffOnly(access.create), read: staffOnly(access.read), update: staffOnly(access.update), delete: staffOnly(access.delete) }
    if (Array.isArray(collection.endpoints)) collection.endpoints = collection.endpoints.map(staffOnlyEndpoint)
  }
  return config
}
