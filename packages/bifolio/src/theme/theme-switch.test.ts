import { waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { readTheme, toggleTheme } from './theme-switch'

describe('the theme switch', () => {
  beforeEach(async () => {
    document.documentElement.className = 'ES light'
    // A press of an earlier test may still be on its way.
    await new Promise((resolve) => setTimeout(resolve, 50))
    document.documentElement.className = 'ES light'
  })

  it('flips the class on <html> and saves the choice, each way', async () => {
    expect(toggleTheme()).toBe('dark')
    expect(window.localStorage.getItem('theme')).toBe('dark')
    await waitFor(() => expect(document.documentElement.className).toBe('ES dark'))
    expect(toggleTheme()).toBe('light')
    expect(window.localStorage.getItem('theme')).toBe('light')
    await waitFor(() => expect(document.documentElement.className).toBe('ES light'))
  })

  it('answers the pressed theme at once and recolours the page a frame later, without fading', async () => {
    const classes: string[] = []
    const observer = new MutationObserver(() => classes.push(document.documentElement.className))
    observer.observe(document.documentElement, { attributeFilter: ['class'] })
    toggleTheme()
    expect(readTheme()).toBe('dark')
    expect(document.documentElement).toHaveClass('light')
    await waitFor(() => expect(document.documentElement.className).toBe('ES dark'))
    observer.disconnect()
    expect(classes).toContain('ES dark theme-switching')
  })

  it('ends on the last of quick presses', async () => {
    toggleTheme()
    toggleTheme()
    expect(readTheme()).toBe('light')
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(document.documentElement.className).toBe('ES light')
    expect(window.localStorage.getItem('theme')).toBe('light')
  })
})
