import type { CollectionConfig, Field, GlobalConfig, TextareaFieldValidation, TextFieldSingleValidation } from 'payload'
import { textarea, text } from 'payload/shared'

/**
 * A required text that is translated (localized) must be filled in when the record is created and in
 * the default language, English. In the other languages it may stay empty: the site then shows the
 * text of the language's fallback chain (zh-TW → zh → en, ja → en, …).
 *
 * Payload on its own requires every such text in every language. An editor who opened the Chinese
 * version of a product to translate its tagline could not save it without also translating every FAQ
 * answer, plan name and feature title, and the untranslated texts could not simply fall back.
 *
 * The database column of a translated text must then accept "not given" (null, the fallback); Payload
 * makes a field's column nullable when the field has an admin condition, so one that always shows the
 * field is added where none is set.
 */
const DEFAULT_LOCALE = 'en'

function mustBeFilled(options: { req: { locale?: string | null }; operation?: string }): boolean {
  const locale = options.req.locale
  return options.operation === 'create' || !locale || locale === DEFAULT_LOCALE || locale === 'all'
}

const alwaysShown = () => true

function relax(field: Field): Field {
  if ('fields' in field && Array.isArray(field.fields)) return { ...field, fields: field.fields.map(relax) } as Field
  if (field.type === 'tabs') return { ...field, tabs: field.tabs.map((tab) => ({ ...tab, fields: tab.fields.map(relax) })) }
  if ((field.type !== 'text' && field.type !== 'textarea') || !field.localized || !field.required || ('hasMany' in field && field.hasMany)) return field
  if (field.type === 'text') {
    const base = (field.validate ?? text) as TextFieldSingleValidation
    const validate: TextFieldSingleValidation = (value, options) => base(value, { ...options, required: mustBeFilled(options) })
    return { ...field, validate, admin: { ...field.admin, condition: field.admin?.condition ?? alwaysShown } } as Field
  }
  const base = (field.validate ?? textarea) as TextareaFieldValidation
  const validate: TextareaFieldValidation = (value, options) => base(value, { ...options, required: mustBeFilled(options) })
  return { ...field, validate, admin: { ...field.admin, condition: field.admin?.condition ?? alwaysShown } } as Field
}

export function withTranslationFallback<T extends CollectionConfig | GlobalConfig>(configs: T[]): T[] {
  return configs.map((config) => ({ ...config, fields: config.fields.map(relax) }))
}
