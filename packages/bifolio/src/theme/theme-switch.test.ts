import { render, screen, waitFor } from '@testing-library/react'
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
    expect(button).toHaveAttribute('aria-pressed', 'true')
    expect(window.localStorage.getItem('theme')).toBe('dark')
    await waitFor(() => expect(document.documentElement.className).toBe('ES dark'))
    await userEvent.click(button)
    expect(button).toHaveAttribute('aria-pressed', 'false')
    expect(window.localStorage.getItem('theme')).toBe('light')
    await waitFor(() => expect(document.documentElement.className).toBe('ES light'))
  })

  it('shows the press at once and recolours the page a frame later, without fading', async () => {
    const classes: string[] = []
    const observer = new MutationObserver(() => classes.push(document.documentElement.className))
    observer.observe(document.documentElement, { attributeFilter: ['class'] })
    render(<Toggle />)
    await userEvent.click(screen.getByRole('button'))
    expect(screen.getByRole('button')).toHaveAttribute('aria-pressed', 'true')
    expect(document.documentElement).toHaveClass('light')
    await waitFor(() => expect(document.documentElement.className).toBe('ES dark'))
    observer.disconnect()
    expect(classes).toContain('ES dark theme-switching')
  })

  it('ends on the last of quick presses', async () => {
    render(<Toggle />)
    const button = screen.getByRole('button')
    await userEvent.click(button)
    await userEvent.click(button)
    expect(button).toHaveAttribute('aria-pressed', 'false')
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(document.documentElement.className).toBe('ES light')
    expect(window.localStorage.getItem('theme')).toBe('light')
  })
})
