import type { CollectionConfig } from 'payload'
import { ownOrAdmin, ownOrSupport } from '../access/own'
import { nobody, signedIn, isAdmin } from '../access/roles'
import { customerRecordsHidden } from '../access/adminNav'

import { favoriteTargets } from '../accounts/favoriteTargets'

export { favoriteTargets, type FavoriteKind } from '../accounts/favoriteTargets'

/**
 * A user's favourite product, model or MCP server. Created and deleted by its owner (a toggle);
 * `key` (user:collection:id) keeps one favourite per item and user even under double clicks.
 */
export const Favorites: CollectionConfig = {
  slug: 'favorites',
  admin: { defaultColumns: ['user', 'item', 'createdAt'], group: 'People', hidden: customerRecordsHidden },
  access: { read: ownOrSupport('user'), create: signedIn, update: nobody, delete: ownOrAdmin('user') },
  hooks: {
    beforeValidate: [
      ({ data, req, operation }) => {
        if (operation !== 'create' || !data) return data
        // A customer always favourites for themselves, whatever the request says.
        if (req.user && !isAdmin(req.user)) data.user = req.user.id
        const item = data.item as { relationTo?: string; value?: number | { id: number } } | undefined
        const itemId = typeof item?.value === 'object' ? item.value?.id : item?.value
        if (data.user && item?.relationTo && itemId) data.key = `${data.user}:${item.relationTo}:${itemId}`
        return data
      },
    ],
  },
  fields: [
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'item', type: 'relationship', relationTo: Object.values(favoriteTargets), required: true },
    { name: 'key', type: 'text', required: true, unique: true, admin: { readOnly: true } },
  ],
}
