import { notFound as notFoundWords } from 'virtual:owner-words-of/notFound'
import { MAIN_ID } from './main-id'
import { useLocale, usePartWords } from '../i18n/i18n-provider'
import { pathFor } from '../i18n/routes'
import { StaticPart } from '../islands/static-part'
import './not-found-page.css'

export default function NotFoundPage() {
  const notFoundT = usePartWords(notFoundWords)
  const { locale } = useLocale()
  return (
    <main id={MAIN_ID} className="not-found">
      <StaticPart name="not-found">
        <p className="not-found__code" aria-hidden="true">
          <span>&lt;</span>404<span> /&gt;</span>
        </p>
        <h1 className="not-found__title">{notFoundT.title}</h1>
        <p className="not-found__message">{notFoundT.message}</p>
        <a className="not-found__home" href={pathFor(locale, 'home')}>
          {notFoundT.backHome}
        </a>
      </StaticPart>
    </main>
  )
}
