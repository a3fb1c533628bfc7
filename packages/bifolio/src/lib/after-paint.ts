/**
 * Runs `run` once the browser has painted the next frame: a press shows its feedback first,
 * and the heavy work it starts (restyling the page, laying out a section the browser had
 * skipped) comes after it instead of holding that frame back.
 */
export function afterNextPaint(run: () => void): void {
  requestAnimationFrame(() => setTimeout(run))
}

/** A frame later still, by when the frame painted now has been drawn on screen too. */
export function afterNextFrame(run: () => void): void {
  requestAnimationFrame(() => afterNextPaint(run))
}
