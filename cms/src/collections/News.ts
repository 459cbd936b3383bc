import type { CollectionConfig } from 'payload'
import { statusMirrorField, withDrafts } from '../fields/publishing'
import { editors } from '../access/roles'
import { publishedOnlyOrEditor } from '../access/published'
import { countersField, keyField, publishedAtField, tagsField } from '../fields/common'
import { searchIndexHooks } from '../hooks/searchIndex'
import { validateHttpUrl } from '../fields/urlValidation'
import { editorialReviewField } from '../fields/editorialReview'
import { newsTopicOptions } from '../news/topic'
import { languageOptions } from '../news/languages'

export const News: CollectionConfig = withDrafts({
  slug: 'news',
  labels: { singular: 'News article', plural: 'News' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'kind', 'publishedAt', 'status'], group: 'Editorial' },
  access: { read: publishedOnlyOrEditor, create: editors, update: editors, delete: editors },
  defaultPopulate: { key: true, title: true, summary: true, publishedAt: true, kind: true },
  defaultSort: '-publishedAt',
  hooks: searchIndexHooks('news'),
  fields: [
    keyField,
    statusMirrorField,
    publishedAtField,
    { name: 'kind', type: 'select', required: true, defaultValue: 'article', index: true, options: [{ label: 'Article', value: 'article' }, { label: 'Daily brief', value: 'brief' }] },
    { name: 'title', type: 'text', required: true, localized: true },
    { name: 'summary', type: 'textarea', required: true, localized: true },
    { name: 'body', type: 'textarea', required: true, localized: true, admin: { description: 'Markdown' } },
    { name: 'cover', type: 'upload', relationTo: 'media' },
    { name: 'source', type: 'group', fields: [{ type: 'row', fields: [{ name: 'name', type: 'text' }, { name: 'url', type: 'text', validate: validateHttpUrl }] }] },
    tagsField,
    countersField,
    { name: 'relatedProducts', type: 'relationship', relationTo: 'products', hasMany: true },
    { name: 'relatedModels', type: 'relationship', relationTo: 'ai-models', hasMany: true },
    editorialReviewField,
    // Set by feed ingestion (news/ingestFeed.ts); an editor's own article leaves them empty.
    { name: 'topic', type: 'select', index: true, options: newsTopicOptions, admin: { position: 'sidebar' } },
    {
      name: 'feed',
      type: 'group',
      label: 'Feed',
      admin: { position: 'sidebar', readOnly: true, description: 'Where an ingested article came from' },
      fields: [
        { name: 'source', type: 'relationship', relationTo: 'news-feeds' },
        // The normalised article URL: one article per story, however many feeds carry it.
        { name: 'urlKey', type: 'text', label: 'Article URL (normalised)', unique: true, index: true },
        { name: 'language', type: 'select', options: languageOptions },
        {
          name: 'translation',
          type: 'select',
          options: [
            { label: 'Translated', value: 'translated' },
            { label: 'Original language (sandbox)', value: 'original' },
          ],
        },
      ],
    },
    // A composed daily brief's day (YYYY-MM-DD, UTC): one brief per day, each language written by its own job.
    { name: 'briefDay', type: 'text', label: 'Brief day', unique: true, index: true, admin: { position: 'sidebar', readOnly: true, condition: (data) => data?.kind === 'brief' } },
  ],
})
