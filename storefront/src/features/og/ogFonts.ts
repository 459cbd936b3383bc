import { readFile } from 'node:fs/promises'
import type { Locale } from '@aidir/cms/locales'
import { extractFace } from './fontCollection'

/**
 * Fonts of the social images, read from the machine, never downloaded: Debian's fonts-noto-cjk
 * (installed by .ci/run and the Dockerfile) covers Latin, Greek, Cyrillic, Chinese, Japanese and
 * Korean in one bold face. Each language gets its own face of the collection, so a Han character
 * takes the form its readers expect (骨 differs between Simplified, Traditional and Japanese). Read
 * once per face and process, then kept: the renderer parses a font (seconds for 65,000 glyphs) once
 * per font list object, and renders in well under a second after that.
 * Without the CJK collection, a Latin system font (DejaVu, Liberation) stands in and text in other
 * scripts is left out of the image (ogText.ts) rather than fetched from the network.
 */
export type OgFont = { name: string; data: Buffer; weight: 700; style: 'normal' }
export type OgFonts = { fonts: OgFont[]; cjk: boolean }

const CJK_COLLECTIONS = [
  '/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc', // Debian, Ubuntu
  '/usr/share/fonts/google-noto-cjk/NotoSansCJK-Bold.ttc', // Fedora
  '/usr/share/fonts/noto-cjk/NotoSansCJK-Bold.ttc', // Arch, Alpine
]
const LATIN_FONTS = ['/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf', '/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf']

const FACE: Record<Locale, string> = { en: 'Noto Sans CJK SC', zh: 'Noto Sans CJK SC', 'zh-TW': 'Noto Sans CJK TC', ja: 'Noto Sans CJK JP' }

async function firstReadable(paths: string[]): Promise<Buffer | null> {
  for (const path of paths) {
    const data = await readFile(path).catch(() => null)
    if (data) return data
  }
  return null
}

async function load(family: string): Promise<OgFonts> {
  const collection = await firstReadable(CJK_COLLECTIONS)
  const face = collection ? extractFace(collection, family) : null
  if (face) return { fonts: [{ name: 'Noto Sans CJK', data: face, weight: 700, style: 'normal' }], cjk: true }
  const latin = await firstReadable(LATIN_FONTS)
  // No system font at all: next/og's own Latin font (its default when the list is empty).
  return { fonts: latin ? [{ name: 'Sans', data: latin, weight: 700, style: 'normal' }] : [], cjk: false }
}

/** By face, so languages sharing one (en and zh) share its parsed copy too: parsing takes seconds. */
const loaded = new Map<string, Promise<OgFonts>>()

export function ogFonts(locale: Locale): Promise<OgFonts> {
  const family = FACE[locale]
  let fonts = loaded.get(family)
  if (!fonts) {
    fonts = load(family)
    loaded.set(family, fonts)
  }
  return fonts
}
