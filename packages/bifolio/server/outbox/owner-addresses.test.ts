import { describe, expect, it } from 'vitest'
import { defaultSender, ownerAddresses } from './owner-addresses'

describe("the form's sender", () => {
  it("is MAIL_FROM when set, whatever the content's", () => {
    const config = { mailFrom: 'Site <site@own.example>', siteUrl: 'https://ana.example' }
    expect(ownerAddresses(config).mailFrom).toBe('Site <site@own.example>')
  })

  it("is no-reply at the site's domain when neither MAIL_FROM nor profile.json names one", () => {
    expect(defaultSender('https://www.ana-ruiz.example/')).toBe(
      'Portfolio <no-reply@www.ana-ruiz.example>',
    )
  })
})
