import type { CSSProperties } from 'react'
import type { LogoMedia } from './media'
import { monogram, ONE_LETTER } from './monogram'
import styles from './Logo.module.css'

/** A srcset separates candidates by commas and a URL from its width by a space. */
const srcSetUrl = (url: string) => url.replace(/ /g, '%20').replace(/,/g, '%2C')

type Props = {
  /** The item's name (a product, an MCP server, a model's provider): the monogram is made from it. */
  name: string
  logo?: LogoMedia | null
  /** Displayed width and height in CSS pixels. */
  size?: number
  /** Above the fold (a detail page's header): load at once instead of when scrolled near. */
  priority?: boolean
  /**
   * A logo file's alt text: '' (the default) when the name is written next to it, so it is not read
   * out twice. The monogram, an image of the name itself, is always labelled with this or the name.
   */
  alt?: string
  /** Said of the generated monogram (e.g. as a tooltip on the detail page): it is not the brand's logo. */
  placeholderTitle?: string
  className?: string
}

/**
 * The one logo of a product, model provider or MCP server, on cards, tables and detail headers: the
 * logo from the CMS when there is one, else the generated monogram (monogram.ts). A logo is an <img>
 * with its width and height, so nothing moves when it loads; a plain element rather than next/image,
 * which would add client JavaScript to every page for images that are already sized on the server.
 *
 * The monogram is a tile of HTML and CSS, not an image file: as an SVG data URL each one was a
 * document of its own that the browser parsed, laid out and painted on the main thread (28 on the
 * home page took about 220 ms there in a trace), and its markup went twice into every page (the
 * HTML and the data the page hydrates from). Its initials are drawn by CSS from `data-initials`, so
 * they are not text of the page: a table cell reads "Anthropic", not "AN Anthropic", for a reader,
 * a copy and a crawler alike. To assistive technology it is an image named after the item.
 */
export function Logo({ name, logo, size = 48, priority = false, alt = '', placeholderTitle, className }: Props) {
  const common = {
    width: size,
    height: size,
    alt,
    decoding: 'async' as const,
    loading: priority ? ('eager' as const) : ('lazy' as const),
    ...(priority ? { fetchPriority: 'high' as const } : {}),
  }
  if (logo) {
    // Payload's smaller copies plus the original, by width; the browser takes the smallest that fills `size` at its pixel density.
    const candidates = [...logo.variants, ...(logo.width ? [{ url: logo.url, width: logo.width }] : [])].sort((a, b) => a.width - b.width)
    const srcSet = candidates.length > 0 ? candidates.map((c) => `${srcSetUrl(c.url)} ${c.width}w`).join(', ') : undefined
    return (
      <img
        {...common}
        className={className ? `${styles.media} ${className}` : styles.media}
        src={logo.url}
        srcSet={srcSet}
        sizes={srcSet ? `${size}px` : undefined}
        data-logo="media"
      />
    )
  }
  const { initials, color, fontScale } = monogram(name)
  // The style sheet's defaults (48 px, one letter) are left out: a card list repeats this per card.
  const tile = { ...(size !== 48 ? { '--logo-size': `${size}px` } : {}), ...(fontScale !== ONE_LETTER ? { '--monogram-scale': fontScale } : {}), background: color } as CSSProperties
  return (
    <span
      className={className ? `${styles.monogram} ${className}` : styles.monogram}
      style={tile}
      role="img"
      aria-label={alt || name}
      title={placeholderTitle}
      data-logo="monogram"
      data-initials={initials}
    />
  )
}
