import sharp from 'sharp'

/** A box in CSS pixels of the viewport. */
export interface Box {
  x: number
  y: number
  width: number
  height: number
}

/** The band around a box that counts as its surroundings, in screenshot pixels. */
const MARGIN = 2

/**
 * Where a box of a viewport screenshot is drawn, pixel by pixel: true where a pixel differs
 * from the box's surroundings. An empty box maps to nothing, a plain square to everything.
 */
export async function inkIn(
  screenshot: Buffer,
  box: Box,
  viewportWidth: number,
): Promise<boolean[]> {
  const { data, info } = await sharp(screenshot).raw().toBuffer({ resolveWithObject: true })
  const scale = info.width / viewportWidth
  const left = Math.round(box.x * scale)
  const top = Math.round(box.y * scale)
  const right = Math.round((box.x + box.width) * scale)
  const bottom = Math.round((box.y + box.height) * scale)
  const pixel = (x: number, y: number) => data.subarray((y * info.width + x) * info.channels)
  const surroundings = pixel(left - MARGIN, top - MARGIN)
  const map: boolean[] = []
  for (let y = top; y < bottom; y += 1) {
    for (let x = left; x < right; x += 1) {
      const here = pixel(x, y)
      map.push([0, 1, 2].some((c) => Math.abs((here[c] ?? 0) - (surroundings[c] ?? 0)) > 40))
    }
  }
  return map
}

/** The part of a box that is drawn. */
export const drawnShare = (map: boolean[]): number => map.filter(Boolean).length / map.length

/** The part of two same-sized boxes drawn in one and not the other. */
export const shapeDifference = (a: boolean[], b: boolean[]): number =>
  a.filter((drawn, index) => drawn !== b[index]).length / a.length
