import type { LogoMedia } from './media'
import { monogramDataUrl } from './monogram'
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
  /** '' (the default) when the name is written next to the logo, so it is not read out twice. */
  alt?: string
  /** Said of the generated monogram (e.g. as a tooltip on the detail page): it is not the brand's logo. */
  placeholderTitle?: string
  className?: string
}

/**
 * The one logo of a product, model provider or MCP server, on cards, tables and detail headers: the
 * logo from the CMS when there is one, else the generated monogram (monogram.ts). Always an <img>
 * with its width and height, so nothing moves when it loads; a plain element rather than next/image,
 * which would add client JavaScript to every page for images that are already sized on the server.
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
        className={`${styles.logo} ${styles.media} ${className ?? ''}`}
        src={logo.url}
        srcSet={srcSet}
        sizes={srcSet ? `${size}px` : undefined}
        data-logo="media"
      />
    )
  }
  return <img {...common} className={`${styles.logo} ${className ?? ''}`} src={monogramDataUrl(name)} title={placeholderTitle} data-logo="monogram" />
}
