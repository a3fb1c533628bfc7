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

  it('draws a logo through its mask rule, naming no file the page would fetch at once', () => {
    const { container } = render(<Icon name="simple-icons:react" className="tile__logo" />)
    const svg = container.querySelector('svg')
    expect(svg).toHaveClass('icon', 'icon--logo', 'logo--simple-icons--react', 'tile__logo')
    expect(svg).toHaveAttribute('aria-hidden', 'true')
    expect(svg?.innerHTML).toBe('')
  })
})
