import { randomInt } from 'node:crypto'
import sharp from 'sharp'

/** Geometry of every puzzle, in CSS pixels: the client shows the images at exactly this size. */
export const PUZZLE = { width: 320, height: 160, piece: 58 } as const

/**
 * A jigsaw piece in a 58×58 box: a 44 px square body with a round knob on top and on the right,
 * so the shape cannot be matched by looking for a plain square.
 */
const piecePath = 'M 1 13 H 15 A 8 8 0 1 1 31 13 H 45 V 27 A 8 8 0 1 1 45 43 V 57 H 1 Z'

const svg = (width: number, height: number, body: string) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`)

const pick = (min: number, max: number) => randomInt(min, max + 1)

/**
 * A fresh abstract picture for each challenge (gradient, translucent shapes, lines): there is no
 * fixed image set whose gaps a bot could learn.
 */
function backgroundSvg(): Buffer {
  const { width, height } = PUZZLE
  const hue = pick(0, 359)
  const shapes: string[] = []
  for (let i = 0; i < 14; i++) {
    const fill = `hsl(${(hue + pick(0, 200)) % 360} ${pick(45, 85)}% ${pick(35, 75)}%)`
    const opacity = (pick(25, 70) / 100).toFixed(2)
    if (i % 3 === 0) {
      const points = Array.from({ length: 3 }, () => `${pick(-20, width + 20)},${pick(-20, height + 20)}`).join(' ')
      shapes.push(`<polygon points="${points}" fill="${fill}" fill-opacity="${opacity}"/>`)
    } else {
      shapes.push(`<circle cx="${pick(0, width)}" cy="${pick(0, height)}" r="${pick(10, 60)}" fill="${fill}" fill-opacity="${opacity}"/>`)
    }
  }
  for (let i = 0; i < 6; i++) {
    shapes.push(
      `<line x1="${pick(0, width)}" y1="${pick(0, height)}" x2="${pick(0, width)}" y2="${pick(0, height)}" stroke="hsl(${pick(0, 359)} 60% 90%)" stroke-opacity="0.5" stroke-width="${pick(1, 4)}"/>`,
    )
  }
  return svg(
    width,
    height,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 55%)"/><stop offset="1" stop-color="hsl(${(hue + 120) % 360} 65% 35%)"/></linearGradient></defs>` +
      `<rect width="100%" height="100%" fill="url(#g)"/>${shapes.join('')}`,
  )
}

/** The piece's shapes never change: rasterised once per process instead of once per puzzle. */
let shapes: Promise<{ hole: Buffer; mask: Buffer; outline: Buffer }> | undefined
function overlays() {
  const size = PUZZLE.piece
  const png = (body: string) => sharp(svg(size, size, body)).png().toBuffer()
  shapes ??= Promise.all([
    png(`<path d="${piecePath}" fill="rgb(0,0,0)" fill-opacity="0.55" stroke="white" stroke-opacity="0.8" stroke-width="1.5"/>`),
    png(`<path d="${piecePath}" fill="white"/>`),
    png(`<path d="${piecePath}" fill="none" stroke="white" stroke-opacity="0.9" stroke-width="2"/>`),
  ]).then(([hole, mask, outline]) => ({ hole, mask, outline }))
  return shapes
}

export type PuzzleImages = { x: number; y: number; background: Buffer; backgroundMime: 'image/jpeg'; piece: Buffer; pieceMime: 'image/webp' }

/**
 * Renders one challenge: the picture with a shaded gap where the piece was cut out, and the piece
 * itself (transparent outside its outline). The gap starts at least one piece width from the left
 * edge so the resting slider is never an answer.
 */
export async function renderPuzzle(): Promise<PuzzleImages> {
  const { width, height, piece } = PUZZLE
  const x = pick(piece + 10, width - piece - 4)
  const y = pick(4, height - piece - 4)
  const { data, info } = await sharp(backgroundSvg()).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const
  const overlay = await overlays()
  const [background, cut] = await Promise.all([
    sharp(data, raw)
      .composite([{ input: overlay.hole, left: x, top: y }])
      // JPEG: the picture needs no transparency, and encodes in a third of WebP's time (measured).
      .removeAlpha()
      .jpeg({ quality: 82 })
      .toBuffer(),
    sharp(data, raw)
      .extract({ left: x, top: y, width: piece, height: piece })
      .composite([
        { input: overlay.mask, blend: 'dest-in' },
        { input: overlay.outline },
      ])
      // The piece needs transparency; WebP at the lowest effort is as fast as PNG and far smaller.
      .webp({ quality: 90, effort: 0 })
      .toBuffer(),
  ])
  return { x, y, background, backgroundMime: 'image/jpeg', piece: cut, pieceMime: 'image/webp' }
}
