/**
 * Unwraps a WOFF 1.0 font into the plain TrueType/OpenType file it packs, so the build's text
 * renderer (Pango through sharp, which loads fonts by file) can draw the site's own typeface
 * on the Open Graph images without installing anything.
 */
import { inflateSync } from 'node:zlib'

export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF 1.0 font')
  const flavor = woff.readUInt32BE(4)
  const count = woff.readUInt16BE(12)
  const tables = Array.from({ length: count }, (_, index) => {
    const entry = 44 + index * 20
    const offset = woff.readUInt32BE(entry + 4)
    const compressed = woff.readUInt32BE(entry + 8)
    const length = woff.readUInt32BE(entry + 12)
    const raw = woff.subarray(offset, offset + compressed)
    return {
      tag: woff.subarray(entry, entry + 4),
      checksum: woff.readUInt32BE(entry + 16),
      data: compressed < length ? inflateSync(raw) : raw,
    }
  })
  const headerSize = 12 + count * 16
  const padded = (size: number) => (size + 3) & ~3
  const total = tables.reduce((sum, table) => sum + padded(table.data.length), headerSize)
  const out = Buffer.alloc(total)
  const power = 2 ** Math.floor(Math.log2(count))
  out.writeUInt32BE(flavor, 0)
  out.writeUInt16BE(count, 4)
  out.writeUInt16BE(power * 16, 6)
  out.writeUInt16BE(Math.log2(power), 8)
  out.writeUInt16BE(count * 16 - power * 16, 10)
  let offset = headerSize
  tables.forEach((table, index) => {
    const entry = 12 + index * 16
    table.tag.copy(out, entry)
    out.writeUInt32BE(table.checksum, entry + 4)
    out.writeUInt32BE(offset, entry + 8)
    out.writeUInt32BE(table.data.length, entry + 12)
    table.data.copy(out, offset)
    offset += padded(table.data.length)
  })
  return out
}
