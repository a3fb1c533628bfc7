/**
 * jsdom has no showModal()/close(). Tests install this stand-in: it toggles `open`, moves
 * focus in like the platform does, and fires `close`.
 */
export function installNativeDialogStub(): void {
  const proto = HTMLDialogElement.prototype
  if (typeof proto.showModal === 'function') return
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '')
    this.querySelector<HTMLElement>('button, [href], input, textarea, select')?.focus()
  }
  proto.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return
    this.removeAttribute('open')
    this.dispatchEvent(new Event('close'))
  }
}
