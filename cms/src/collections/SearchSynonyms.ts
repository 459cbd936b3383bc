import type { CollectionConfig } from 'payload'
import { editors, staff } from '../access/roles'
import { keyField } from '../fields/common'
import { searchVocabularyHooks } from '../hooks/searchVocabulary'
import { matchForm } from '../search/understand'

/**
 * Groups of search terms that mean the same, in any of the site's languages ("speech to text",
 * "transcription", "STT", "语音转文字", "語音轉文字", "文字起こし"). A query containing one term
 * matches records containing any of them, each as a phrase. A group that contains a product
 * category's name means that category: its terms filter by the category instead.
 */
export const SearchSynonyms: CollectionConfig = {
  slug: 'search-synonyms',
  labels: { singular: 'Search synonym group', plural: 'Search synonyms' },
  admin: {
    useAsTitle: 'label',
    defaultColumns: ['label', 'key'],
    group: 'Catalogue',
    description: 'Terms that mean the same in search, in any language. An edit applies to the next search.',
  },
  access: { read: staff, create: editors, update: editors, delete: editors },
  hooks: searchVocabularyHooks,
  fields: [
    keyField,
    { name: 'label', type: 'text', required: true, admin: { description: 'What the group means, for the list (not searched).' } },
    {
      name: 'terms',
      type: 'array',
      required: true,
      minRows: 2,
      maxRows: 50,
      labels: { singular: 'Term', plural: 'Terms' },
      fields: [
        {
          name: 'term',
          type: 'text',
          required: true,
          maxLength: 100,
          validate: (value: unknown) => (typeof value === 'string' && matchForm(value).length > 0 ? true : 'A term needs at least one letter or digit'),
        },
      ],
    },
  ],
}
