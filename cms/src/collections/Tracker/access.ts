import type { Access } from 'payload'
import { isSupport } from '../../access/roles'

/**
 * A tracker (or its report) is read by its owner and by support; a tracker its owner made public
 * (the brand ranking, "reports others are viewing") is read by anyone. `path` is where the public
 * flag sits as seen from the collection.
 */
export const ownPublicOrSupport =
  (path: string): Access =>
  ({ req }) => {
    if (isSupport(req.user)) return true
    if (!req.user) return { [path]: { equals: true } }
    return { or: [{ owner: { equals: req.user.id } }, { [path]: { equals: true } }] }
  }
