import { useContactCardLink, useCvLink } from '../i18n/use-documents'
import { Icon } from '../ui/icon'

/** The CV and the contact card as icon links, for a list of quick links. */
export function DocumentLinkItems({ linkClassName }: { linkClassName: string }) {
  const cv = useCvLink()
  const card = useContactCardLink()
  return (
    <>
      <li>
        <a className={linkClassName} href={cv.href} download aria-label={cv.name}>
          <Icon name="lucide:file-text" size={20} />
        </a>
      </li>
      <li>
        <a
          className={linkClassName}
          href={card.href}
          download
          type="text/vcard"
          aria-label={card.name}
        >
          <Icon name="lucide:contact" size={20} />
        </a>
      </li>
    </>
  )
}
