import type { CollectionConfig } from 'payload'
import { admins, supportStaff } from '../../access/roles'

export const recommendationKinds = ['solutions', 'assistant'] as const

/**
 * A stored answer of the scenario planner or the MCP selection assistant, under a stable
 * `cacheId` (a hash of the normalized request, its language and the edition: the same question is
 * answered once and the answer is shareable by that id). Written by the recommend domain as the
 * service; pages read one by its id as a system read (the id is the share link). On the CMS's APIs
 * staff read them; nobody writes but admins, since an answer is only ever computed by the kit.
 */
export const ScenarioPlans: CollectionConfig = {
  slug: 'scenario-plans',
  labels: { singular: 'Scenario answer', plural: 'Scenario answers' },
  admin: { useAsTitle: 'scenario', defaultColumns: ['scenario', 'kind', 'locale', 'asks', 'engine', 'createdAt'], group: 'Recommendations', description: 'Answers of the scenario solutions page and the MCP selection assistant, reused when the same request comes again.' },
  access: { read: supportStaff, create: admins, update: admins, delete: admins },
  fields: [
    { name: 'cacheId', type: 'text', required: true, unique: true, index: true, admin: { readOnly: true } },
    { name: 'kind', type: 'select', required: true, index: true, options: [...recommendationKinds] },
    { name: 'scenario', type: 'textarea', required: true, maxLength: 2000 },
    { name: 'locale', type: 'select', required: true, index: true, options: ['en', 'zh', 'zh-TW', 'ja'] },
    { name: 'edition', type: 'select', required: true, options: ['intl', 'cn'] },
    { name: 'outcome', type: 'select', required: true, index: true, options: ['planned', 'empty'] },
    { name: 'plan', type: 'json', required: true },
    { name: 'engine', type: 'text', required: true, admin: { description: 'offline, or the LLM platform that ranked and explained' } },
    { name: 'sandbox', type: 'checkbox', defaultValue: false },
    { name: 'fallback', type: 'checkbox', defaultValue: false, admin: { description: 'The LLM platform failed and the offline answer was given' } },
    { name: 'asks', type: 'number', required: true, defaultValue: 1, min: 1, index: true },
  ],
}
