import type { CollectionConfig } from 'payload'
import { ownOrSupport } from '../../access/own'
import { admins } from '../../access/roles'
import { recommendationKinds } from './ScenarioPlans'

/**
 * What a signed-in user asked the scenario planner or the MCP assistant: one row per (user,
 * answer), its time renewed when asked again. The owner reads their own, support all; written by
 * the recommend domain as the service after the request's checks.
 */
export const ScenarioHistory: CollectionConfig = {
  slug: 'scenario-history',
  labels: { singular: 'Scenario history entry', plural: 'Scenario history' },
  admin: { useAsTitle: 'scenario', defaultColumns: ['scenario', 'kind', 'user', 'askedAt'], group: 'Recommendations' },
  access: { read: ownOrSupport('user'), create: admins, update: admins, delete: admins },
  indexes: [{ fields: ['user', 'plan'], unique: true }],
  fields: [
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'plan', type: 'relationship', relationTo: 'scenario-plans', required: true },
    { name: 'kind', type: 'select', required: true, index: true, options: [...recommendationKinds] },
    { name: 'scenario', type: 'text', required: true, maxLength: 2000 },
    { name: 'cacheId', type: 'text', required: true },
    { name: 'askedAt', type: 'date', required: true, index: true },
  ],
}
