import type { CollectionConfig } from 'payload'
import { statusMirrorField, withDrafts } from '../../fields/publishing'
import { editors } from '../../access/roles'
import { publishedOrEditor } from '../../access/published'
import {
  countersField,
  faqField,
  keyField,
  localizedList,
  publishedAtField,
  tagsField,
} from '../../fields/common'
import { searchIndexHooks } from '../../hooks/searchIndex'
import { moneyField } from '../../fields/money'
import { domainAgeDays } from './domainAgeDays'
import { trafficEstimateField } from './trafficEstimate'
import { validateHttpUrl } from '../../fields/urlValidation'
import { editorialReviewField } from '../../fields/editorialReview'
import { imageSourcesField, recordEditorImages } from '../../imageCapture/sourceFields'
import { recipeCheck } from './validateRecipe'

export const recommendOptions = ['cn_pick', 'overseas_pick', 'global_hot', 'quality_new', 'ordinary', 'editor_pick'] as const
export const pricingModels = ['free', 'freemium', 'free_trial', 'paid', 'contact', 'open_source'] as const

// What editors see in the admin; the stored values stay the short codes the site and API use.
const recommendLabels: Record<(typeof recommendOptions)[number], string> = {
  cn_pick: 'Chinese pick', overseas_pick: 'Overseas pick', global_hot: 'Global hot', quality_new: 'Quality new', ordinary: 'Ordinary', editor_pick: "Editor's pick",
}
const pricingLabels: Record<(typeof pricingModels)[number], string> = {
  free: 'Free', freemium: 'Free plan + paid plans', free_trial: 'Free trial', paid: 'Paid', contact: 'Contact sales', open_source: 'Open source',
}

export const Products: CollectionConfig = withDrafts({
  slug: 'products',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'category', 'type', 'status', 'updatedAt'],
    listSearchableFields: ['name', 'key', 'url'],
    group: 'Catalogue',
  },
  access: { read: publishedOrEditor, create: editors, update: editors, delete: editors },
  defaultPopulate: { key: true, name: true, url: true, logo: true, tagline: true, type: true, category: true },
  hooks: { ...searchIndexHooks('products'), beforeChange: [recordEditorImages(['logo', 'screenshots'])] },
  fields: [
    keyField,
    statusMirrorField,
    publishedAtField,
    { name: 'owner', type: 'relationship', relationTo: 'users', index: true, admin: { position: 'sidebar' } },
    editorialReviewField,
    { name: 'name', type: 'text', required: true, index: true },
    { name: 'company', type: 'text' },
    { name: 'url', type: 'text', label: 'Website address', required: true, index: true, validate: validateHttpUrl, admin: { description: 'Official web site, e.g. https://example.com' } },
    { name: 'logo', type: 'upload', relationTo: 'media' },
    imageSourcesField(['logo', 'screenshots']),
    {
      type: 'row',
      fields: [
        { name: 'type', type: 'select', required: true, index: true, options: [{ label: 'Paid / commercial', value: 'paid' }, { label: 'Open source', value: 'open_source' }] },
        { name: 'category', type: 'relationship', relationTo: 'categories', required: true, index: true },
        { name: 'contentLanguage', type: 'select', label: 'Product language', required: true, defaultValue: 'en', index: true, admin: { description: 'Language of the product itself' }, options: [{ label: 'English', value: 'en' }, { label: 'Chinese', value: 'zh' }] },
      ],
    },
    tagsField,
    { name: 'recommend', type: 'select', label: 'Recommendation badges', hasMany: true, options: recommendOptions.map((value) => ({ value, label: recommendLabels[value] })), index: true, admin: { description: 'Lists and home page sections that feature the product' } },
    { name: 'tagline', type: 'text', required: true, localized: true, maxLength: 160, admin: { description: 'One sentence shown on cards and under the name (at most 160 characters)' } },
    { name: 'description', type: 'textarea', required: true, localized: true },
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Introduction',
          fields: [
            { name: 'screenshots', type: 'array', fields: [{ name: 'image', type: 'upload', relationTo: 'media', required: true }, { name: 'caption', type: 'text', localized: true }, { name: 'kind', type: 'select', label: 'Screen', options: [{ label: 'Desktop', value: 'desktop' }, { label: 'Phone', value: 'phone' }], admin: { description: 'The screen size a captured screenshot was taken at' } }] },
            localizedList('targetUsers'),
            localizedList('useCases'),
            { name: 'features', type: 'array', fields: [{ name: 'title', type: 'text', required: true, localized: true }, { name: 'description', type: 'textarea', localized: true }] },
            { name: 'tutorial', type: 'textarea', localized: true, admin: { description: 'Markdown' } },
            faqField,
            { name: 'alternatives', type: 'relationship', relationTo: 'products', hasMany: true, admin: { description: 'Products shown in the “Alternatives” tab (search by name)' } },
            { name: 'launchYear', type: 'number', label: 'Launch year', min: 1990, max: 2100 },
          ],
        },
        {
          label: 'Pricing',
          fields: [
            { name: 'pricingModel', type: 'select', label: 'Pricing model', required: true, defaultValue: 'freemium', options: pricingModels.map((value) => ({ value, label: pricingLabels[value] })), index: true },
            {
              name: 'plans',
              type: 'array',
              fields: [
                { name: 'name', type: 'text', required: true, localized: true },
                { type: 'row', fields: [
                  { ...moneyField('price'), admin: { description: 'Empty means contact sales' } },
                  { name: 'period', type: 'select', label: 'Billed per', options: [{ label: 'Month', value: 'month' }, { label: 'Year', value: 'year' }, { label: 'One-time payment', value: 'one_time' }, { label: 'Usage', value: 'usage' }], defaultValue: 'month' },
                ] },
                localizedList('features'),
              ],
            },
          ],
        },
        {
          label: 'Open source',
          fields: [
            { name: 'repository', type: 'text', validate: validateHttpUrl, admin: { description: 'Source code address, e.g. https://github.com/owner/project' } },
            { name: 'license', type: 'text' },
            {
              name: 'deploy',
              type: 'group',
              admin: { description: 'Recipe for one-click deployment' },
              fields: [
                { name: 'kind', type: 'select', options: ['docker', 'compose', 'pip', 'npm', 'binary'] },
                { name: 'image', type: 'text', label: 'Container image', validate: recipeCheck('image'), admin: { description: 'e.g. ghcr.io/owner/app:1.2; with a port, the app can be deployed in one click' } },
                { name: 'command', type: 'textarea' },
                { type: 'row', fields: [
                  { name: 'port', type: 'number', min: 1, max: 65535, validate: recipeCheck('port') },
                  { name: 'healthPath', type: 'text', label: 'Health check path', validate: recipeCheck('healthPath'), admin: { description: 'Answers 200 when the app is ready, e.g. /health (default /)' } },
                  { name: 'cpu', type: 'text', label: 'CPU', validate: recipeCheck('cpu'), admin: { description: 'e.g. 500m (default) or 2' } },
                  { name: 'memory', type: 'text', label: 'Memory', validate: recipeCheck('memory'), admin: { description: 'e.g. 1Gi (default) or 512Mi' } },
                ] },
                {
                  name: 'variables',
                  type: 'array',
                  label: 'Environment variables',
                  validate: recipeCheck('variables'),
                  admin: { description: 'What the customer fills in before deploying; secret ones are never shown again' },
                  fields: [
                    { type: 'row', fields: [
                      { name: 'name', type: 'text', required: true },
                      { name: 'defaultValue', type: 'text', label: 'Default value' },
                      { name: 'required', type: 'checkbox', defaultValue: false },
                      { name: 'secret', type: 'checkbox', defaultValue: false },
                    ] },
                    { name: 'description', type: 'text' },
                  ],
                },
              ],
            },
          ],
        },
        {
          label: 'Scores & traffic',
          fields: [
            { type: 'row', fields: [
              { name: 'score', type: 'number', min: 0, max: 10, index: true, admin: { description: 'Editorial score 0-10' } },
              { name: 'rating', type: 'number', min: 0, max: 5, index: true },
              { name: 'ratingCount', type: 'number', min: 0, defaultValue: 0 },
              { name: 'downloads', type: 'number', min: 0, defaultValue: 0, index: true },
            ] },
            {
              name: 'traffic',
              type: 'group',
              admin: { description: 'Latest estimate from third-party traffic statistics' },
              fields: [
                { type: 'row', fields: [
                  { name: 'monthlyVisits', type: 'number', min: 0, index: true },
                  { name: 'avgVisitDuration', type: 'number', min: 0, admin: { description: 'Seconds' } },
                  { name: 'pagesPerVisit', type: 'number', min: 0 },
                  { name: 'bounceRate', type: 'number', min: 0, max: 1 },
                ] },
                { name: 'period', type: 'text', admin: { description: 'e.g. 2026-10' } },
                { name: 'source', type: 'text' },
                {
                  name: 'sources',
                  type: 'group',
                  fields: [
                    { type: 'row', fields: ['direct', 'organicSearch', 'email', 'referral', 'social', 'displayAds'].map((name) => ({ name, type: 'number' as const, min: 0, max: 1 })) },
                  ],
                },
                { name: 'geography', type: 'array', fields: [{ name: 'country', type: 'text', required: true }, { name: 'share', type: 'number', required: true, min: 0, max: 1 }] },
              ],
            },
            trafficEstimateField,
            {
              name: 'domain',
              type: 'group',
              admin: { description: 'Registry facts of the web site’s domain; leave empty what is not known (the site then says “no data”)' },
              fields: [
                { type: 'row', fields: [
                  { name: 'createdAt', type: 'date' },
                  { name: 'expiresAt', type: 'date' },
                  { name: 'updatedAt', type: 'date' },
                ] },
                { name: 'source', type: 'text', label: 'Source of the registration date', admin: { description: 'e.g. WHOIS of the .com registry' } },
                {
                  name: 'ageDays',
                  type: 'number',
                  virtual: true,
                  admin: { readOnly: true },
                  hooks: { afterRead: [({ siblingData }) => domainAgeDays(siblingData?.createdAt)] },
                },
              ],
            },
          ],
        },
      ],
    },
    countersField,
  ],
})
