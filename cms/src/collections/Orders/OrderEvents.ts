import { APIError, type CollectionConfig } from 'payload'
import { customerRecordsHidden } from '../../access/adminNav'
import { ownOrSupport } from '../../access/own'
import { nobody } from '../../access/roles'
import { orderEventTypes } from '../../orders/orderStates'

/**
 * The append-only log of an order: every transition, attempt, provider event and refund, with who
 * or what caused it. Written only by the orders domain as the service, in the transaction of the
 * change it records. Past entries are never changed or removed: the access rules refuse it on the
 * APIs, and the hooks refuse it even to code that overrides access.
 */
export const OrderEvents: CollectionConfig = {
  slug: 'order-events',
  admin: { useAsTitle: 'type', defaultColumns: ['order', 'type', 'toStatus', 'actor', 'createdAt'], group: 'Commerce', hidden: customerRecordsHidden },
  access: { read: ownOrSupport('owner'), create: nobody, update: nobody, delete: nobody },
  defaultSort: 'createdAt',
  hooks: {
    beforeChange: [
      ({ operation, data }) => {
        if (operation !== 'create') throw new APIError('Order events are append-only', 403)
        return data
      },
    ],
    beforeDelete: [
      () => {
        throw new APIError('Order events are append-only', 403)
      },
    ],
  },
  fields: [
    { name: 'order', type: 'relationship', relationTo: 'orders', required: true, index: true },
    // Copied from the order so the owner's read rule needs no join.
    { name: 'owner', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'type', type: 'select', required: true, options: [...orderEventTypes] },
    { name: 'fromStatus', type: 'text' },
    { name: 'toStatus', type: 'text' },
    { name: 'actor', type: 'text', required: true, admin: { description: 'user:<id>, <provider>:<event id>, or job:<name>' } },
    { name: 'attemptRef', type: 'text' },
    { name: 'details', type: 'json' },
  ],
}
