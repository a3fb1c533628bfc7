import { useT } from '../i18n/i18n-provider'

export function SkipLink() {
  const t = useT()
  return (
    <a className="skip-link" href="#main">
      {t.skipLink}
    </a>
  )
}
