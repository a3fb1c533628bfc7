/**
 * The vertical flow of blocks down the pages. A block is measured before it is drawn, so it
 * is never split: it goes whole to the next page when it does not fit, and a heading goes
 * with its first block (no heading alone at the bottom of a page).
 */
import { PAGE } from './theme.ts'
import type { Doc } from './pdfkit-boundary.ts'

export interface Block {
  height: number
  /** Draws the block with its top at `top`. */
  draw(top: number): void
}

export class Flow {
  y = 0
  private readonly size: [number, number]

  constructor(
    private readonly doc: Doc,
    size: readonly [number, number],
  ) {
    this.size = [size[0], size[1]]
  }

  get left(): number {
    return PAGE.marginX
  }

  get right(): number {
    return this.size[0] - PAGE.marginX
  }

  get width(): number {
    return this.right - this.left
  }

  /** Where the main column starts, after the gutter. */
  get main(): number {
    return this.left + PAGE.gutter
  }

  get mainWidth(): number {
    return this.right - this.main
  }

  private get bottom(): number {
    return this.size[1] - PAGE.marginBottom
  }

  newPage(): void {
    this.doc.addPage({ size: this.size, margin: 0 })
    this.y = PAGE.marginTop
  }

  /** Starts a page unless `height` more points fit on this one. */
  reserve(height: number): void {
    if (this.y + height > this.bottom) this.newPage()
  }

  /** Places `block` (with `keepWith` points of what follows) and moves below it. */
  place(block: Block, spaceBefore = 0, keepWith = 0): void {
    if (this.y + spaceBefore + block.height + keepWith > this.bottom) this.newPage()
    else this.y += spaceBefore
    block.draw(this.y)
    this.y += block.height
  }
}
