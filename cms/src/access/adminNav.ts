import type { ClientUser } from 'payload'
import { isSupport } from './roles'

/**
 * Customers' own records (favourites, points, notification phones) in the admin's navigation: shown to
 * support and admins, who look after customers. An editor only ever saw their own (empty) rows there,
 * with a "Create New" button that made favourites for themselves.
 */
export const customerRecordsHidden = ({ user }: { user: ClientUser }): boolean => !isSupport(user as never)
