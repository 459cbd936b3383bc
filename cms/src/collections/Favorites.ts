import type { CollectionConfig } from 'payload'
import { ownOrSupport } from '../access/own'
import { admins, nobody } from '../access/roles'
import { customerRecordsHidden } from '../access/adminNav'
import { favoriteTargets } from '../accounts/favoriteTargets'
import { validateRelationTargets } from '../fields/relationTargets'

export { favoriteTargets, type FavoriteKind } from '../accounts/favoriteTargets'

/**
 * A user's favourite product, model or MCP server. Customers add and remove theirs only through the
 * storefront's toggle (`accounts/favorites.ts`), which checks they may read the item; on the CMS's
 * APIs they read their own. `key` (user:collection:id) keeps one favourite per item and user even
 * under double clicks.
 */
export const Favorites: CollectionConfig = {
  slug: 'favorites',
  admin: { defaultColumns: ['user', 'item', 'createdAt'], group: 'People', hidden: customerRecordsHidden },
  access: { read: ownOrSupport('user'), create: admins, update: nobody, delete: admins },
  hooks: {
    beforeValidate: [
      ({ data, operation }) => {
        if (operation !== 'create' || !data) return data
        const item = data.item as { relationTo?: string; value?: number | { id: number } } | undefined
        const itemId = typeof item?.value === 'object' ? item.value?.id : item?.value
        if (data.user && item?.relationTo && itemId) data.key = `${data.user}:${item.relationTo}:${itemId}`
        return data
      },
    ],
  },
  fields: [
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'item', type: 'relationship', relationTo: Object.values(favoriteTargets), required: true, validate: validateRelationTargets(Object.values(favoriteTargets)) },
    { name: 'key', type: 'text', required: true, unique: true, admin: { readOnly: true } },
  ],
}
