// Writes src/i18n/resources.ts from the namespace files in src/i18n/locales/<language>/.
// Run after adding a namespace (a JSON file in all four folders): node scripts/write-i18n-resources.mjs
import { readdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const dir = path.resolve(import.meta.dirname, '../src/i18n')
const languages = [['en', 'en'], ['zh', 'zh'], ['zh-TW', 'zhTW'], ['ja', 'ja']]
// The first namespaces keep their place; the rest follow alphabetically.
const first = ['common', 'home', 'catalogue', 'discover', 'product', 'models', 'mcp', 'news', 'guide', 'market', 'pages', 'errors']
const found = readdirSync(path.join(dir, 'locales/en')).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -5))
const namespaces = [...first.filter((n) => found.includes(n)), ...found.filter((n) => !first.includes(n)).sort()]
const id = (n) => n.replace(/[^a-zA-Z0-9]/g, '_')

const lines = ['// Generated list of every namespace file; add a namespace here and in all four folders.', '// Written by scripts/write-i18n-resources.mjs.', '']
for (const [lang, v] of languages) for (const n of namespaces) lines.push(`import ${v}_${id(n)} from './locales/${lang}/${n}.json'`)
lines.push('', `export const namespaces = [${namespaces.map((n) => `'${n}'`).join(', ')}] as const`, 'export type Namespace = (typeof namespaces)[number]', '', 'export const resources = {')
for (const [lang, v] of languages) lines.push(`  ${lang.includes('-') ? `'${lang}'` : lang}: { ${namespaces.map((n) => `${/^[a-z]+$/i.test(n) ? n : `'${n}'`}: ${v}_${id(n)}`).join(', ')} },`)
lines.push('} as const', '')
writeFileSync(path.join(dir, 'resources.ts'), lines.join('\n'))
console.log(`resources.ts: ${namespaces.length} namespaces`)
