/**
 * One face of an OpenType font collection (.ttc) as a font file of its own (.otf/.ttf). The image
 * renderer (satori, inside next/og) reads single fonts only, and Debian's CJK fonts come as
 * collections (fonts-noto-cjk: one file holds the Japanese, Korean, Simplified and Traditional
 * Chinese faces, sharing their outlines). The face's tables are copied after a new table directory;
 * the data is unchanged, so the stored checksums stay right.
 */
type Table = { tag: string; checksum: number; offset: number; length: number }

function tablesAt(font: Buffer, offset: number): Table[] {
  const count = font.readUInt16BE(offset + 4)
  return Array.from({ length: count }, (_, i) => {
    const r = offset + 12 + 16 * i
    return { tag: font.toString('latin1', r, r + 4), checksum: font.readUInt32BE(r + 4), offset: font.readUInt32BE(r + 8), length: font.readUInt32BE(r + 12) }
  })
}

/** The family names a face gives itself (name IDs 1 and 16, Windows and Mac records). */
function familyNames(font: Buffer, tables: Table[]): string[] {
  const name = tables.find((t) => t.tag === 'name')
  if (!name) return []
  const count = font.readUInt16BE(name.offset + 2)
  const strings = name.offset + font.readUInt16BE(name.offset + 4)
  const names: string[] = []
  for (let i = 0; i < count; i++) {
    const r = name.offset + 6 + 12 * i
    const platform = font.readUInt16BE(r)
    const id = font.readUInt16BE(r + 6)
    if (id !== 1 && id !== 16) continue
    const raw = font.subarray(strings + font.readUInt16BE(r + 10), strings + font.readUInt16BE(r + 10) + font.readUInt16BE(r + 8))
    if (platform === 3 || platform === 0) names.push(Buffer.from(raw).swap16().toString('utf16le'))
    else if (platform === 1) names.push(raw.toString('latin1'))
  }
  return names
}

/** The faces of a font file: their offsets; a single font is one face at 0. */
function faceOffsets(font: Buffer): number[] {
  if (font.toString('latin1', 0, 4) !== 'ttcf') return [0]
  const count = font.readUInt32BE(8)
  return Array.from({ length: count }, (_, i) => font.readUInt32BE(12 + 4 * i))
}

/** The face whose family is `family` (e.g. "Noto Sans CJK JP") as a standalone font, or null. */
export function extractFace(font: Buffer, family: string): Buffer | null {
  for (const offset of faceOffsets(font)) {
    const tables = tablesAt(font, offset)
    if (!familyNames(font, tables).includes(family)) continue
    if (offset === 0 && font.toString('latin1', 0, 4) !== 'ttcf') return font
    let position = 12 + 16 * tables.length
    const placed = tables.map((t) => {
      const at = position
      position += (t.length + 3) & ~3 // tables start on 4-byte boundaries
      return { ...t, at }
    })
    const out = Buffer.alloc(position)
    font.copy(out, 0, offset, offset + 12) // sfnt version, table count, search hints
    placed.forEach((t, i) => {
      const r = 12 + 16 * i
      out.write(t.tag, r, 'latin1')
      out.writeUInt32BE(t.checksum, r + 4)
      out.writeUInt32BE(t.at, r + 8)
      out.writeUInt32BE(t.length, r + 12)
      font.copy(out, t.at, t.offset, t.offset + t.length)
    })
    return out
  }
  return null
}
