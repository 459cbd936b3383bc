import { createHash } from 'node:crypto'
import decodeIco from 'decode-ico'
import sharp from 'sharp'

/**
 * Any icon a site serves (PNG, JPEG, WebP, GIF, AVIF, ICO with PNG or BMP entries, SVG) as one
 * PNG of at most `MAX_SIDE` pixels, ready for Payload's sizes. SVG is rasterized here, never stored
 * as SVG (a stored SVG would be a document on our origin that can carry script), and only when it
 * refers to nothing outside itself.
 */
export type LogoImage = { png: Buffer; width: number; height: number; sha256: string }

export class NotAnIcon extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'NotAnIcon'
  }
}

export const MAX_SIDE = 512
export const MIN_SIDE = 16
const MAX_INPUT_PIXELS = 4096 * 4096
const rasterFormats = new Set(['png', 'jpeg', 'webp', 'gif', 'avif', 'heif'])

const isIco = (b: Buffer) => b.length > 6 && b.readUInt16LE(0) === 0 && (b.readUInt16LE(2) === 1 || b.readUInt16LE(2) === 2) && b.readUInt16LE(4) > 0
const looksLikeSvg = (b: Buffer, type: string) => type === 'image/svg+xml' || /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!doctype svg[^>]*>\s*)?<svg[\s>]/i.test(b.subarray(0, 1024).toString('utf8'))

/** An SVG that would make the renderer read something else (a file, a URL, an entity) is refused. */
export function svgIsSelfContained(svg: string): boolean {
  if (/<!ENTITY|<!DOCTYPE[^>]*\[/i.test(svg)) return false
  if (/<(script|foreignObject)\b/i.test(svg)) return false
  for (const m of svg.matchAll(/\b(?:xlink:)?href\s*=\s*["']\s*([^"']*)["']/gi)) {
    const ref = m[1]!.trim()
    if (!ref.startsWith('#') && !/^data:image\/(png|jpeg|gif|webp);base64,/i.test(ref)) return false
  }
  if (/url\(\s*["']?\s*(?!#)/i.test(svg)) return false
  if (/@import/i.test(svg)) return false
  return true
}

async function fromIco(bytes: Buffer): Promise<sharp.Sharp> {
  let entries
  try {
    entries = decodeIco(bytes)
  } catch (err) {
    throw new NotAnIcon(`unreadable ICO file: ${(err as Error).message}`)
  }
  const best = entries.sort((a, b) => b.width * b.height - a.width * a.height || b.bpp - a.bpp)[0]
  if (!best) throw new NotAnIcon('empty ICO file')
  if (best.type === 'png') return sharp(Buffer.from(best.data), { limitInputPixels: MAX_INPUT_PIXELS })
  return sharp(Buffer.from(best.data.buffer, best.data.byteOffset, best.data.byteLength), { raw: { width: best.width, height: best.height, channels: 4 } })
}

export async function rasterizeIcon(bytes: Buffer, contentType = ''): Promise<LogoImage> {
  let image: sharp.Sharp
  let scalable = false
  if (isIco(bytes)) image = await fromIco(bytes)
  else if (looksLikeSvg(bytes, contentType)) {
    const svg = bytes.toString('utf8')
    if (!svgIsSelfContained(svg)) throw new NotAnIcon('SVG refers to outside resources')
    // Drawn at the biggest size we keep, whatever its declared width.
    image = sharp(bytes, { density: 300, limitInputPixels: MAX_INPUT_PIXELS })
    scalable = true
  } else {
    image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
    const meta = await image.metadata().catch(() => undefined)
    if (!meta?.format || !rasterFormats.has(meta.format)) throw new NotAnIcon(`not an image (${contentType || 'unknown type'})`)
  }
  let out: { data: Buffer; info: sharp.OutputInfo }
  try {
    out = await image.resize(MAX_SIDE, MAX_SIDE, { fit: 'inside', withoutEnlargement: !scalable }).png().toBuffer({ resolveWithObject: true })
  } catch (err) {
    throw new NotAnIcon(`unreadable image: ${(err as Error).message}`)
  }
  if (out.info.width < MIN_SIDE || out.info.height < MIN_SIDE) throw new NotAnIcon(`too small (${out.info.width}×${out.info.height})`)
  return { png: out.data, width: out.info.width, height: out.info.height, sha256: createHash('sha256').update(out.data).digest('hex') }
}
