import { ImageResponse } from 'next/og'
import { monogramColor, monogramInitials } from '@/features/logo/monogram'
import { getT } from '@/i18n'
import type { OgSubject } from './ogImageUrl'
import { ogFonts } from './ogFonts'
import { drawableText } from './ogText'

export const OG_WIDTH = 1200
export const OG_HEIGHT = 630
const LOGO = 168

/** The item's own logo as a data URL (PNG or JPEG, which the renderer reads), or null to draw the monogram. */
async function logoData(url: string | null): Promise<string | null> {
  if (!url) return null
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(3000), redirect: 'error' })
    const type = res.headers.get('content-type')?.split(';')[0]?.trim()
    if (!res.ok || (type !== 'image/png' && type !== 'image/jpeg')) return null
    const body = Buffer.from(await res.arrayBuffer())
    return body.length > 0 && body.length <= 2_000_000 ? `data:${type};base64,${body.toString('base64')}` : null
  } catch {
    return null
  }
}

/**
 * A page's social image (1200 × 630 PNG): the site's name and the kind of page on top, the item's
 * logo (or its monogram, the same one the pages show) beside its name, and its tagline.
 */
export async function renderOgImage(subject: OgSubject): Promise<Buffer> {
  const [t, { fonts, cjk }, logo] = await Promise.all([getT(subject.locale), ogFonts(subject.locale), logoData(subject.logo)])
  const site = drawableText(t('site.name'), cjk, 40)
  const name = drawableText(subject.name, cjk, 80) || site
  const tagline = drawableText(subject.tagline, cjk, 160)
  // The home page's image is the site's own: its name needs no label beside it.
  const kind = subject.kind === 'page' || subject.kind === 'home' ? '' : drawableText(t(`og.kind.${subject.kind}`), cjk, 30)
  const initials = drawableText(monogramInitials(subject.kind === 'home' ? site : subject.name), cjk, 2) || '?'
  const nameSize = [...name].length > 40 ? 56 : 72
  const image = (
    <div style={{ width: '100%', height: '100%', display: 'flex', flexDirection: 'column', justifyContent: 'space-between', padding: '56px 72px', background: '#f8fafc', color: '#111827', fontFamily: fonts[0]?.name }}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 20, fontSize: 32 }}>
        <div style={{ display: 'flex', color: '#4338ca' }}>{site}</div>
        {kind ? <div style={{ display: 'flex', fontSize: 24, color: '#4b5563', border: '2px solid #cbd5e1', borderRadius: 999, padding: '4px 18px' }}>{kind}</div> : null}
      </div>
      <div style={{ display: 'flex', alignItems: 'center', gap: 48 }}>
        {logo ? (
          <img src={logo} width={LOGO} height={LOGO} style={{ borderRadius: 36, background: '#ffffff', objectFit: 'contain' }} />
        ) : (
          <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', flexShrink: 0, width: LOGO, height: LOGO, borderRadius: 36, background: monogramColor(subject.kind === 'home' ? site : subject.name), color: '#ffffff', fontSize: [...initials].length > 1 ? 72 : 88 }}>
            {initials}
          </div>
        )}
        <div style={{ display: 'flex', flexDirection: 'column', gap: 16, flex: 1, minWidth: 0 }}>
          <div style={{ display: 'flex', fontSize: nameSize, lineHeight: 1.15, maxHeight: nameSize * 1.15 * 2, overflow: 'hidden' }}>{name}</div>
          {tagline ? <div style={{ display: 'flex', fontSize: 32, lineHeight: 1.4, color: '#4b5563', maxHeight: 32 * 1.4 * 3, overflow: 'hidden' }}>{tagline}</div> : null}
        </div>
      </div>
      <div style={{ display: 'flex', height: 10, borderRadius: 5, background: monogramColor(subject.kind === 'home' ? site : subject.name) }} />
    </div>
  )
  const response = new ImageResponse(image, { width: OG_WIDTH, height: OG_HEIGHT, fonts })
  return Buffer.from(await response.arrayBuffer())
}
