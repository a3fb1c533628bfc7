import { describe, expect, it } from 'vitest'
import { readBuildSettings } from './build-config.ts'

describe('build settings', () => {
  it('reads SITE_URL as an origin and names the variable when it is not a URL', () => {
    expect(readBuildSettings({ SITE_URL: 'https://example.com/' }).siteUrl).toBe(
      'https://example.com',
    )
    expect(readBuildSettings({}).siteUrl).toBe('http://localhost:3000')
    expect(() => readBuildSettings({ SITE_URL: 'example.com' })).toThrow(/^SITE_URL must be/)
  })

  it('keeps the form on its own origin unless PUBLIC_API_URL names another', () => {
    expect(readBuildSettings({}).publicApiUrl).toBe('')
    expect(readBuildSettings({ PUBLIC_API_URL: 'https://api.example.com/' }).publicApiUrl).toBe(
      'https://api.example.com',
    )
  })

  it('refuses a PUBLIC_API_URL with a path or another scheme, saying what it wants', () => {
    expect(() => readBuildSettings({ PUBLIC_API_URL: 'https://api.example.com/v1' })).toThrow(
      /^PUBLIC_API_URL must be the API's origin/,
    )
    expect(() => readBuildSettings({ PUBLIC_API_URL: 'ftp://api.example.com' })).toThrow(
      /^PUBLIC_API_URL must be/,
    )
  })
})
