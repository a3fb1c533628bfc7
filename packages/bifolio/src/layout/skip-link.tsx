import { useT } from '../i18n/i18n-provider'
import { MAIN_ID } from './main-id'

export function SkipLink() {
  const t = useT()
  return (
    <a className="skip-link" href={`#${MAIN_ID}`}>
      {t.skipLink}
    </a>
  )
}
