/**
 * The single byte range a `Range` header asks for (RFC 9110 section 14), so a large download
 * such as the CV can resume. Several ranges at once are answered whole (200), which the RFC
 * allows and no browser needs for these files.
 */
export type ByteRange = { start: number; end: number } | 'unsatisfiable'

export function byteRange(header: string | undefined, size: number): ByteRange | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '')
  if (!match || (match[1] === '' && match[2] === '')) return undefined
  const [first, last] = [match[1] ?? '', match[2] ?? '']
  if (first === '') {
    // `bytes=-500`: the last 500 bytes.
    const suffix = Number(last)
    return suffix === 0 || size === 0
      ? 'unsatisfiable'
      : { start: Math.max(0, size - suffix), end: size - 1 }
  }
  const start = Number(first)
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1)
  if (start >= size) return 'unsatisfiable'
  if (end < start) return undefined
  return { start, end }
}
