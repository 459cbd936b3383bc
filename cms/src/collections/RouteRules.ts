import type { CollectionConfig } from 'payload'
import { anyone, editors } from '../access/roles'
import { validateJumpUrl, validatePattern } from './routeRuleValidation'

/** Blocked paths and redirects, checked before each navigation (SPEC §5, /api/route/rule). */
export const RouteRules: CollectionConfig = {
  slug: 'route-rules',
  admin: { useAsTitle: 'pattern', defaultColumns: ['pattern', 'match', 'action', 'variant', 'enabled'], group: 'Site' },
  access: { read: anyone, create: editors, update: editors, delete: editors },
  fields: [
    { name: 'pattern', type: 'text', required: true, validate: validatePattern, admin: { description: 'Path without language prefix, e.g. /old-page. For "Regular expression" a JavaScript pattern tested against that path, e.g. ^/old-(news|guides)/' } },
    { name: 'match', type: 'select', required: true, defaultValue: 'exact', options: [{ label: 'Exact path', value: 'exact' }, { label: 'Path and everything below it', value: 'prefix' }, { label: 'Path contains', value: 'contains' }, { label: 'Regular expression', value: 'regex' }] },
    { name: 'action', type: 'select', required: true, defaultValue: 'block', options: [{ label: 'Block (404)', value: 'block' }, { label: 'Redirect', value: 'redirect' }] },
    { name: 'jumpUrl', type: 'text', label: 'Redirect to', validate: validateJumpUrl, admin: { condition: (_, s) => s?.action === 'redirect', description: 'Site path without language prefix (the visitor keeps their language), e.g. /discover, or a full web address starting with https://' } },
    { name: 'variant', type: 'select', required: true, defaultValue: 'all', options: [{ label: 'Both editions', value: 'all' }, { label: 'China edition', value: '1' }, { label: 'International edition', value: '2' }] },
    { name: 'enabled', type: 'checkbox', defaultValue: true, index: true },
    { name: 'note', type: 'text' },
  ],
}
