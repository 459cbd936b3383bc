/** The raster types a customer may upload. No SVG: it is a document that can carry script. */
export const rasterTypes = ['image/png', 'image/jpeg', 'image/webp'] as const
export type RasterType = (typeof rasterTypes)[number]

export const extensionOf: Record<RasterType, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' }

/**
 * What the bytes are, by their signature: the declared type and the file name are the sender's
 * word, the first bytes are not (an SVG or HTML file renamed .png is refused here).
 */
export function sniffRasterType(data: Uint8Array): RasterType | null {
  const starts = (bytes: number[], at = 0) => bytes.every((b, i) => data[at + i] === b)
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg'
  // RIFF....WEBP
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp'
  return null
}
