import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { useTheme } from './use-theme'

function Toggle() {
  const { theme, toggleTheme } = useTheme()
  return (
    <button type="button" aria-pressed={theme === 'dark'} onClick={toggleTheme}>
      {theme}
    </button>
  )
}

describe('useTheme', () => {
  beforeEach(() => {
    document.documentElement.className = 'ES light'
  })

  it('flips the class on <html>, saves the choice and re-renders', async () => {
    render(<Toggle />)
    const button = screen.getByRole('button')
    expect(button).toHaveAttribute('aria-pressed', 'false')
    await userEvent.click(button)
    expect(document.documentElement.className).toBe('ES dark')
    expect(window.localStorage.getItem('theme')).toBe('dark')
    expect(button).toHaveAttribute('aria-pressed', 'true')
    await userEvent.click(button)
    expect(document.documentElement.classList.contains('light')).toBe(true)
    expect(window.localStorage.getItem('theme')).toBe('light')
  })
})
