import type { CollectionConfig, Field } from 'payload'
import { anyone, editors } from '../access/roles'
import { validatePathOrUrl } from '../fields/urlValidation'

/**
 * One menu per site variant (1 China edition, 2 international). Items nest three levels deep:
 * top bar → `children` (dropdown entries; menuType 1 heads a group) → `links` (the links in a group).
 */
const itemFields = (depth: number): Field[] => [
  { type: 'row', fields: [
    { name: 'key', type: 'text', required: true },
    { name: 'name', type: 'text', required: true, localized: true },
    { name: 'icon', type: 'text' },
  ] },
  { name: 'description', type: 'text', localized: true },
  { type: 'row', fields: [
    { name: 'path', type: 'text', validate: validatePathOrUrl, admin: { description: 'Site path without language prefix, or an absolute URL' } },
    { name: 'menuType', type: 'select', defaultValue: '0', options: [{ label: 'Link', value: '0' }, { label: 'Category head', value: '1' }] },
    { name: 'target', type: 'select', defaultValue: '_self', options: ['_self', '_blank'] },
  ] },
  { type: 'row', fields: [
    { name: 'disabled', type: 'checkbox', defaultValue: false },
    { name: 'status', type: 'select', defaultValue: '1', options: [{ label: 'Enabled', value: '1' }, { label: 'Disabled', value: '2' }] },
  ] },
  // The same array name nested twice collides in the database schema, so level two calls its
  // children `links`; the /api/menu/navMenu contract turns both into `children`.
  ...(depth > 1 ? [{ name: depth === 3 ? 'children' : 'links', type: 'array', fields: itemFields(depth - 1) } as Field] : []),
]

export const NavMenus: CollectionConfig = {
  slug: 'nav-menus',
  labels: { singular: 'Navigation menu', plural: 'Navigation menus' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'variant'], group: 'Site' },
  access: { read: anyone, create: editors, update: editors, delete: editors },
  fields: [
    { name: 'title', type: 'text', required: true },
    {
      name: 'variant',
      type: 'select',
      required: true,
      unique: true,
      options: [{ label: 'China edition', value: '1' }, { label: 'International edition', value: '2' }],
    },
    { name: 'items', type: 'array', fields: itemFields(3) },
  ],
}
