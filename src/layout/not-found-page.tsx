import { useLocale, useT } from '../i18n/i18n-provider'
import { pathFor } from '../i18n/routes'

export function NotFoundPage() {
  const t = useT()
  const { locale } = useLocale()
  return (
    <main id="main" className="not-found">
      <h1>{t.notFound.title}</h1>
      <p>{t.notFound.message}</p>
      <a href={pathFor(locale, 'home')}>{t.notFound.backHome}</a>
    </main>
  )
}
