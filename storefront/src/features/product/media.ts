import { absoluteUrl } from '@/lib/site'

/** Media URLs from the CMS may be site-relative; Open Graph and JSON-LD need absolute ones. */
export function absoluteMediaUrl(url: string): string {
  return /^https?:\/\//.test(url) ? url : absoluteUrl(url)
}
