import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { Tooltip } from './tooltip'
import { listenToTooltips } from './tooltip-behavior'

describe('Tooltip', () => {
  // The markup alone, as a part of the page no React root owns has it; the document's
  // listeners open and close it.
  let stop = () => {}
  beforeEach(() => {
    stop = listenToTooltips()
  })
  afterEach(() => stop())

  it('is closed until the trigger is hovered or focused', () => {
    render(
      <Tooltip label="React">
        <button type="button">Logo</button>
      </Tooltip>,
    )
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument()
    expect(screen.getByText('React')).not.toBeVisible()
  })

  it('shows on keyboard focus and describes the trigger', async () => {
    const user = userEvent.setup()
    render(
      <Tooltip label="React">
        <button type="button">Logo</button>
      </Tooltip>,
    )
    await user.tab()
    expect(screen.getByRole('tooltip')).toHaveTextContent('React')
    expect(screen.getByRole('button', { name: 'Logo' })).toHaveAccessibleDescription('React')
  })

  it('hides on Escape while the trigger keeps focus, and shows again on the next focus', async () => {
    const user = userEvent.setup()
    render(
      <>
        <Tooltip label="React">
          <button type="button">Logo</button>
        </Tooltip>
        <button type="button">Next</button>
      </>,
    )
    await user.tab()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Logo' })).toHaveFocus()

    await user.tab()
    await user.tab({ shift: true })
    expect(screen.getByRole('tooltip')).toHaveTextContent('React')
  })

  it('shows on hover, stays while the pointer is over the bubble, hides on leave', async () => {
    const user = userEvent.setup()
    render(
      <Tooltip label="Docker">
        <button type="button">Logo</button>
      </Tooltip>,
    )
    await user.hover(screen.getByRole('button'))
    const bubble = screen.getByRole('tooltip')
    await user.hover(bubble)
    expect(screen.getByRole('tooltip')).toBeInTheDocument()
    await user.unhover(bubble)
    await user.unhover(screen.getByRole('button'))
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument()
  })

  it('names an icon-only trigger when asked to, and shows the name on focus', async () => {
    const user = userEvent.setup()
    render(
      <Tooltip label="Figma" namesTrigger>
        <button type="button">
          <svg aria-hidden="true" />
        </button>
      </Tooltip>,
    )
    const trigger = screen.getByRole('button', { name: 'Figma' })
    expect(screen.queryByText('Figma')).not.toBeInTheDocument()
    await user.tab()
    expect(trigger).toHaveFocus()
    expect(screen.getByText('Figma')).toBeVisible()
  })
})
