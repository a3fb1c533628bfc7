import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Icon } from './icon'

describe('Icon', () => {
  it('refers to an interface icon in the sprite, hidden from assistive technology', () => {
    const { container } = render(<Icon name="lucide:mail" size={20} />)
    const svg = container.querySelector('svg')
    expect(svg).toHaveAttribute('aria-hidden', 'true')
    expect(svg).toHaveAttribute('width', '20')
    expect(svg?.querySelector('use')?.getAttribute('href')).toMatch(/\.svg#lucide--mail$/)
  })

  // Drawn by a mask in the late stylesheet (e2e-engines' journeys look at it on screen).
  it('names no file for a logo, which the page would fetch at once', () => {
    const { container } = render(<Icon name="simple-icons:react" />)
    const svg = container.querySelector('svg')
    expect(svg).toHaveAttribute('aria-hidden', 'true')
    expect(svg?.innerHTML).toBe('')
  })

  // Their rule turns them round where the text runs right to left.
  it('marks the icons that point along the line, and only those', () => {
    const marked = (name: string) =>
      render(<Icon name={name} />)
        .container.querySelector('svg')
        ?.classList.contains('icon--points')
    for (const name of [
      'lucide:arrow-right',
      'lucide:arrow-left',
      'lucide:chevron-right',
      'lucide:send',
    ]) {
      expect(marked(name), name).toBe(true)
    }
    for (const name of [
      'lucide:mail',
      'lucide:arrow-up',
      'lucide:chevron-down',
      'simple-icons:react',
    ]) {
      expect(marked(name), name).toBe(false)
    }
  })
})
