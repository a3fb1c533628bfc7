/** Shared set-up for the contact form's tests: the section inside the real i18n provider. */
import { render, screen } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import { SECOND, SECOND_LANG, wordsOf } from './words'
import { I18nProvider, useLocale } from '../../src/i18n/i18n-provider'
import type { Locale } from '../../src/i18n/locales'
import { ToastProvider } from '../../src/ui/toast'
import ContactSection from '../../src/sections/contact/contact-section'

/** The button a test presses to switch the page to the site's second language. */
export const SWITCH_TO_SECOND = 'switch to the second language'

function SwitchToSecond() {
  const { setLocale } = useLocale()
  return (
    <button type="button" onClick={() => setLocale(SECOND_LANG)}>
      {SWITCH_TO_SECOND}
    </button>
  )
}

export function ContactPage({ locale = SECOND_LANG }: { locale?: Locale }) {
  return (
    <I18nProvider initialLocale={locale}>
      <ToastProvider closeLabel={SECOND.toast.close}>
        <ContactSection />
        <SwitchToSecond />
      </ToastProvider>
    </I18nProvider>
  )
}

export function renderContact(locale: Locale = SECOND_LANG) {
  const user = userEvent.setup({ delay: null })
  const view = render(<ContactPage locale={locale} />)
  return { user, ...view }
}

export const VALID = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'A project for you',
  message: 'I would like to build an app together.',
}

/** Pastes rather than types: one change per field keeps the suite fast. */
export async function fillValid(user: UserEvent, locale: Locale = SECOND_LANG) {
  for (const field of ['name', 'email', 'subject', 'message'] as const) {
    const [label, value] = [wordsOf(locale).contact.fields[field].label, VALID[field]]
    await user.click(screen.getByLabelText(label))
    await user.paste(value)
  }
  await user.click(screen.getByRole('checkbox'))
}
