import type { LogoMedia } from '@/features/logo/media'

/**
 * What one product card shows, every text already in the page's language: the shape the card is
 * drawn from on the server and in the client card lists alike. Optional fields are left out when
 * empty, so a list of them is short in the page's hydration data.
 */
export type CardRow = {
  key: string
  name: string
  tagline: string
  type: 'paid' | 'open_source'
  pricing?: string
  /** The one badge under the name: open source, else the pricing model, in words. */
  badge: string
  category?: { key: string; name: string }
  logo?: LogoMedia
}
