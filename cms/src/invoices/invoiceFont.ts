import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * Noto Sans SC (SIL Open Font License, npm package @expo-google-fonts/noto-sans-sc): one TrueType
 * file covering Simplified and Traditional Chinese, Japanese kana and Latin, so every language of
 * the site prints with one font. pdfkit embeds only the glyphs a document uses (a few KB).
 * Found beside this package's own node_modules rather than through require.resolve, which a
 * bundler rewrites; read once, kept for the process.
 */
const FONT_FILE = '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf'
let font: Buffer | undefined

export function invoiceFont(): Buffer {
  if (!font) {
    const cmsRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
    font = readFileSync(path.join(cmsRoot, 'node_modules', FONT_FILE))
  }
  return font
}
