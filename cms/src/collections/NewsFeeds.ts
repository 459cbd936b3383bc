import type { CollectionConfig } from 'payload'
import { editors } from '../access/roles'
import { validateHttpUrl } from '../fields/urlValidation'
import { newsTopicOptions } from '../news/topic'
import { languageOptions } from '../news/languages'

/**
 * RSS, Atom and JSON feeds the news section is filled from (news/ingestFeed.ts, hourly). Each says
 * whether its articles go live at once or wait in the news list as drafts for an editor.
 */
export const NewsFeeds: CollectionConfig = {
  slug: 'news-feeds',
  labels: { singular: 'News feed', plural: 'News feeds' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'url', 'publishMode', 'enabled', 'lastFetch.outcome'], group: 'Editorial' },
  access: { read: editors, create: editors, update: editors, delete: editors },
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'url', type: 'text', required: true, unique: true, validate: validateHttpUrl, admin: { description: 'RSS, Atom or JSON feed address' } },
    {
      type: 'row',
      fields: [
        {
          name: 'language',
          type: 'select',
          defaultValue: 'auto',
          options: [{ label: 'Detect per article', value: 'auto' }, ...languageOptions],
          admin: { description: 'The language the feed writes in, or detected from each article' },
        },
        {
          name: 'topic',
          type: 'select',
          label: 'Category',
          defaultValue: 'general',
          options: newsTopicOptions,
          admin: { description: 'With General, each article is categorised by its own words' },
        },
        {
          name: 'publishMode',
          type: 'select',
          label: 'Publishing',
          required: true,
          defaultValue: 'review',
          options: [
            { label: 'Queue for an editor', value: 'review' },
            { label: 'Publish directly', value: 'direct' },
          ],
        },
        { name: 'enabled', type: 'checkbox', defaultValue: true },
      ],
    },
    {
      name: 'lastFetch',
      type: 'group',
      label: 'Last fetch',
      admin: { readOnly: true, description: 'Written by the ingestion job' },
      fields: [
        { name: 'at', type: 'date', label: 'Fetched at', admin: { date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'outcome', type: 'select', options: [{ label: 'Completed', value: 'completed' }, { label: 'Failed', value: 'failed' }] },
        { name: 'error', type: 'text' },
        { name: 'received', type: 'number' },
        { name: 'added', type: 'number' },
        { name: 'duplicates', type: 'number' },
      ],
    },
  ],
}
