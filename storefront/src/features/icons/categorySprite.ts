import { createHash } from 'node:crypto'
import { categoryIcons, DEFAULT_CATEGORY_ICON } from './categoryIcons'

/** Attribute values of Lucide's icon nodes are plain (numbers, path data): escaped all the same. */
const attr = (value: unknown) => String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

/** The id of a category's symbol in the sprite: its key when it has its own icon, else the default. */
export const DEFAULT_SYMBOL = 'default'
export const categorySymbol = (key: string) => (key in categoryIcons ? key : DEFAULT_SYMBOL)

/**
 * Every category icon as one SVG sprite, a <symbol> per category key plus the default, for lists
 * that draw many icons (the category directory: `<svg><use href="…#key"/></svg>`). Served as a
 * static file (app/icons/categories.svg), cached by the browser for good under a versioned URL, so
 * a page carries a short reference per icon instead of its shapes twice (markup and hydration data).
 * The stroke settings are not in the file: the page's style sheet sets them on the <svg>, and the
 * used shapes inherit them.
 */
export const categorySprite: string = (() => {
  const symbols = [...Object.entries(categoryIcons), [DEFAULT_SYMBOL, DEFAULT_CATEGORY_ICON] as const].map(
    ([id, node]) =>
      `<symbol id="${attr(id)}" viewBox="0 0 24 24">${node.map(([tag, attrs]) => `<${tag}${Object.entries(attrs).map(([k, v]) => ` ${k}="${attr(v)}"`).join('')}/>`).join('')}</symbol>`,
  )
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>`
})()

/** The sprite's address, with its content's hash: a changed icon is a new URL, never a stale copy. */
export const categorySpriteHref = `/icons/categories.svg?v=${createHash('sha256').update(categorySprite).digest('base64url').slice(0, 10)}`
