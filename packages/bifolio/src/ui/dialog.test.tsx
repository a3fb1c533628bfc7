import { act, render, screen } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { beforeAll, describe, expect, it } from 'vitest'
import { Dialog } from './dialog'
import { installNativeDialogStub } from './native-dialog-stub'

function Harness() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <Dialog open title="Imprint" closeLabel="Close" onClose={() => setOpen(false)}>
          <p>Owner: someone</p>
        </Dialog>
      )}
    </>
  )
}

describe('Dialog', () => {
  beforeAll(installNativeDialogStub)

  it('opens as a modal labelled by its title, with focus inside', async () => {
    render(<Harness />)
    await userEvent.click(screen.getByRole('button', { name: 'Open' }))
    const dialog = screen.getByRole('dialog', { name: 'Imprint' })
    expect(dialog).toHaveAttribute('open')
    expect(dialog).toContainElement(document.activeElement as HTMLElement)
  })

  it('closes from its close button and gives focus back to the opener', async () => {
    render(<Harness />)
    const opener = screen.getByRole('button', { name: 'Open' })
    await userEvent.click(opener)
    await userEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(opener).toHaveFocus()
  })

  it('renders its content closed first, so prerendered HTML carries the text', () => {
    const html = render(
      <Dialog open={false} title="Privacy" closeLabel="Close" onClose={() => {}}>
        <p>We keep nothing.</p>
      </Dialog>,
    ).container.innerHTML
    expect(html).toContain('We keep nothing.')
    expect(html).not.toMatch(/<dialog[^>]*\sopen/)
  })

  it('stays closed when its form closed it before the page’s code ran', async () => {
    let closed = 0
    const page = (
      <Dialog open openInHtml title="Privacy" closeLabel="Close" onClose={() => (closed += 1)}>
        <p>Data: none</p>
      </Dialog>
    )
    const container = document.createElement('div')
    container.innerHTML = renderToString(page)
    document.body.append(container)
    const dialog = container.querySelector('dialog')
    expect(dialog).toHaveAttribute('open')
    dialog?.close()
    await act(async () => {
      hydrateRoot(container, page)
    })
    expect(dialog).not.toHaveAttribute('open')
    expect(closed).toBe(1)
    container.remove()
  })
})
