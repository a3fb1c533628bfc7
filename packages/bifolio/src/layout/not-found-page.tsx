import { useLocale, useT } from '../i18n/i18n-provider'
import { pathFor } from '../i18n/routes'
import { StaticPart } from '../islands/static-part'
import './not-found-page.css'

export function NotFoundPage() {
  const t = useT()
  const { locale } = useLocale()
  return (
    <main id="main" className="not-found">
      <StaticPart name="not-found">
        <p className="not-found__code" aria-hidden="true">
          <span>&lt;</span>404<span> /&gt;</span>
        </p>
        <h1 className="not-found__title">{t.notFound.title}</h1>
        <p className="not-found__message">{t.notFound.message}</p>
        <a className="not-found__home" href={pathFor(locale, 'home')}>
          {t.notFound.backHome}
        </a>
      </StaticPart>
    </main>
  )
}
