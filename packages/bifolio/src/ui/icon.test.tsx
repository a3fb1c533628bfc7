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
})
