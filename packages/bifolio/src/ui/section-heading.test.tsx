import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { FIRST_SCREEN_END } from '../lib/page-markers'
import { EndsFirstScreen } from './ends-first-screen'
import { SectionHeading } from './section-heading'

describe('SectionHeading', () => {
  it('is a level-2 heading with its title, under a tag read once', () => {
    render(<SectionHeading id="t" tag="Skills" title="What I use" />)
    expect(screen.getByRole('heading', { level: 2, name: 'What I use' })).toHaveAttribute('id', 't')
  })

  it('marks the end of the first screen only where the page says it is', () => {
    render(
      <>
        <EndsFirstScreen>
          <SectionHeading id="first" tag="A" title="First" />
        </EndsFirstScreen>
        <SectionHeading id="second" tag="B" title="Second" />
      </>,
    )
    expect(screen.getByRole('heading', { name: 'First' })).toHaveAttribute(FIRST_SCREEN_END)
    expect(screen.getByRole('heading', { name: 'Second' })).not.toHaveAttribute(FIRST_SCREEN_END)
  })
})
