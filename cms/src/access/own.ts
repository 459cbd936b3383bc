import type { Access } from 'payload'
import { isSupport, isAdmin } from './roles'

/**
 * Records that belong to a customer (orders, favourites, points, …): the owner sees only their own,
 * support and admins see all. `field` names the relationship to users.
 */
export const ownOrSupport =
  (field = 'owner'): Access =>
  ({ req }) => {
    if (isSupport(req.user)) return true
    if (!req.user) return false
    return { [field]: { equals: req.user.id } }
  }

/** Writing a customer record: only its owner, or an admin. */
export const ownOrAdmin =
  (field = 'owner'): Access =>
  ({ req }) => {
    if (isAdmin(req.user)) return true
    if (!req.user) return false
    return { [field]: { equals: req.user.id } }
  }
