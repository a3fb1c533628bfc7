import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { Tooltip } from './tooltip'
import { wakeTooltipsOnFirstUse } from './tooltip-wake'

describe('wakeTooltipsOnFirstUse', () => {
  it('opens the tooltip whose first focus brought the code, then answers as ever', async () => {
    const user = userEvent.setup()
    render(
      <>
        <Tooltip label="React">
          <button type="button">Logo</button>
        </Tooltip>
        <button type="button">Elsewhere</button>
      </>,
    )
    const woken = wakeTooltipsOnFirstUse()
    await user.tab()
    const stop = await woken
    expect(screen.getByRole('tooltip')).toHaveTextContent('React')
    await user.tab()
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument()
    await user.tab({ shift: true })
    expect(screen.getByRole('tooltip')).toHaveTextContent('React')
    stop()
  })
})
