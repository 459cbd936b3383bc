import type { CollectionConfig, Field, GlobalConfig } from 'payload'
import { formatLabels, toWords } from 'payload/shared'
import { adminLabel } from './dictionary'

/**
 * Gives every admin text we declare (collection and global names, groups, field labels, tab labels,
 * descriptions, choice labels) in the four admin languages. Texts are written once in English where
 * they are declared; a field without a label gets the one Payload would make from its name. Applied
 * last in payload.config.ts, and used by the dictionary test to list every text that needs a
 * translation (`adminTexts`).
 */
type Translate = (english: string) => unknown

const text = (value: unknown, translate: Translate) => (typeof value === 'string' && value !== '' ? translate(value) : value)

function withAdmin<T extends { admin?: unknown }>(config: T, translate: Translate): T {
  const admin = config.admin as { description?: unknown; group?: unknown } | undefined
  if (!admin) return config
  return { ...config, admin: { ...admin, description: text(admin.description, translate), group: text(admin.group, translate) } }
}

function fieldsOf(fields: Field[], translate: Translate): Field[] {
  return fields.map((field) => fieldOf(field, translate))
}

function fieldOf(field: Field, translate: Translate): Field {
  let out = withAdmin(field as Field & { admin?: unknown }, translate) as Record<string, unknown>
  const name = 'name' in field && typeof field.name === 'string' ? field.name : undefined
  const label = (field as { label?: unknown }).label
  if (typeof label === 'string' && label !== '') out = { ...out, label: translate(label) }
  else if (label === undefined && name && field.type !== 'ui') out = { ...out, label: translate(toWords(name)) }
  if ((field.type === 'select' || field.type === 'radio') && Array.isArray(field.options)) {
    out = { ...out, options: field.options.map((o) => (typeof o === 'object' && typeof o.label === 'string' ? { ...o, label: translate(o.label) } : o)) }
  }
  if (field.type === 'array' && name) {
    const labels = (field.labels as { singular?: unknown; plural?: unknown } | undefined) ?? formatLabels(name)
    out = { ...out, labels: { singular: text(labels.singular, translate), plural: text(labels.plural, translate) } }
  }
  if (field.type === 'tabs') {
    out = { ...out, tabs: field.tabs.map((tab) => ({ ...tab, label: text(tab.label, translate), description: text(tab.description, translate), fields: fieldsOf(tab.fields, translate) })) }
  } else if (field.type === 'blocks') {
    out = {
      ...out,
      blocks: field.blocks.map((block) => {
        const labels = (block.labels as { singular?: unknown; plural?: unknown } | undefined) ?? formatLabels(block.slug)
        return { ...block, labels: { singular: text(labels.singular, translate), plural: text(labels.plural, translate) }, fields: fieldsOf(block.fields, translate) }
      }),
    }
  } else if ('fields' in field && Array.isArray(field.fields)) {
    out = { ...out, fields: fieldsOf(field.fields, translate) }
  }
  return out as Field
}

function collectionOf(collection: CollectionConfig, translate: Translate): CollectionConfig {
  const labels = collection.labels ?? formatLabels(collection.slug)
  return {
    ...withAdmin(collection, translate),
    labels: { singular: text(labels.singular, translate), plural: text(labels.plural, translate) } as CollectionConfig['labels'],
    fields: fieldsOf(collection.fields, translate),
  }
}

function globalOf(global: GlobalConfig, translate: Translate): GlobalConfig {
  return { ...withAdmin(global, translate), label: text(global.label ?? toWords(global.slug), translate) as GlobalConfig['label'], fields: fieldsOf(global.fields, translate) }
}

export function withAdminTranslations(collections: CollectionConfig[]): CollectionConfig[] {
  return collections.map((c) => collectionOf(c, adminLabel))
}

export function withGlobalAdminTranslations(globals: GlobalConfig[]): GlobalConfig[] {
  return globals.map((g) => globalOf(g, adminLabel))
}

/** Every English admin text the configs declare, for the dictionary test and the translators. */
export function adminTexts(collections: CollectionConfig[], globals: GlobalConfig[]): Set<string> {
  const texts = new Set<string>()
  const collect: Translate = (english) => {
    texts.add(english)
    return english
  }
  for (const c of collections) collectionOf(c, collect)
  for (const g of globals) globalOf(g, collect)
  return texts
}
