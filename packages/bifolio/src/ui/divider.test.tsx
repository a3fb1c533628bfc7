import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Divider } from './divider'

describe('Divider', () => {
  it.each(['down', 'down-left', 'down-right'] as const)(
    'draws the %s line hidden from assistive technology',
    (direction) => {
      const { container } = render(<Divider direction={direction} height="md" />)
      const divider = container.firstElementChild
      expect(divider).toHaveAttribute('aria-hidden', 'true')
    },
  )
})
