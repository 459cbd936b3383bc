import type { Access } from 'payload'
import { isSupport } from './roles'

/**
 * Records that belong to a customer (orders, favourites, points, …): the owner sees only their own,
 * support and admins see all. `field` names the relationship to users. Only reading: customers
 * write their records through the storefront's /api endpoints, which apply the rules (limits,
 * SPEC §5 checks, notifications) and then write as the service; on the CMS's REST and GraphQL
 * APIs those writes are for staff (see `tests/integration/accessMatrix/matrix.ts`).
 */
export const ownOrSupport =
  (field = 'owner'): Access =>
  ({ req }) => {
    if (isSupport(req.user)) return true
    if (!req.user) return false
    return { [field]: { equals: req.user.id } }
  }
