import { useEffect } from 'react'
import { legal as legalWords } from 'virtual:owner-words-of/legal'
import { meta as metaWords } from 'virtual:owner-words-of/meta'
import { usePartWords } from '../i18n/i18n-provider'
import { Dialog } from '../ui/dialog'
import type { LegalPage } from '../i18n/routes'
import { showInHead } from '../lib/document-head'
import { legalPageMeta } from './legal-meta'
import './legal-dialog.css'

/** The imprint or privacy text in the modal, which comes with the dialog's chunk. */
export default function LegalDialogContent({
  page,
  openInHtml,
  onClose,
}: {
  page: LegalPage
  openInHtml: boolean
  onClose: () => void
}) {
  const meta = usePartWords(metaWords)
  const legal = usePartWords(legalWords)
  const text = legal[page]
  // While it is open the page is the imprint or the privacy policy, as its prerendered head says.
  useEffect(() => {
    showInHead(legalPageMeta(meta, legal, page))
    return () => showInHead(meta)
  }, [meta, legal, page])
  return (
    <Dialog
      open
      openInHtml={openInHtml}
      title={text.title}
      closeLabel={legal.close}
      onClose={onClose}
    >
      <div className="legal-dialog">
        {text.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </Dialog>
  )
}
