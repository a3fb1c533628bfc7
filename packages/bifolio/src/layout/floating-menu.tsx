import { useEffect, useRef, useState, type Ref } from 'react'
import { useT } from '../i18n/i18n-provider'
import { useTheme } from '../theme/use-theme'
import { Icon } from '../ui/icon'
import { DocumentLinkItems } from './document-links'
import { SocialLinks } from './social-links'
import './floating-menu.css'

/**
 * The round theme toggle that fans out into the social shortcuts. It opens on hover and on
 * keyboard focus, and closes on Escape and when a finger starts scrolling the page.
 */
export function FloatingMenu() {
  const t = useT()
  const [isOpen, setIsOpen] = useState(false)
  const groupRef = useRef<HTMLDivElement>(null)
  const toggleRef = useRef<HTMLButtonElement>(null)

  // The group's own listeners: the controls inside stay native buttons and links.
  useEffect(() => {
    const group = groupRef.current
    if (!group) return
    const open = () => setIsOpen(true)
    const close = () => setIsOpen(false)
    const onFocusOut = (event: FocusEvent) => {
      if (!(event.relatedTarget instanceof Node && group.contains(event.relatedTarget))) close()
    }
    group.addEventListener('pointerenter', open)
    group.addEventListener('pointerleave', close)
    group.addEventListener('focusin', open)
    group.addEventListener('focusout', onFocusOut)
    // Keyboard focus or a pointer may have arrived before this code did.
    if (group.contains(document.activeElement) || group.matches(':hover')) open()
    return () => {
      group.removeEventListener('pointerenter', open)
      group.removeEventListener('pointerleave', close)
      group.removeEventListener('focusin', open)
      group.removeEventListener('focusout', onFocusOut)
    }
  }, [])

  // While open, Escape anywhere dismisses it (WCAG 1.4.13), even when only hovered.
  useEffect(() => {
    if (!isOpen) return
    const close = () => setIsOpen(false)
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      // The shortcuts are about to hide: keep focus on something visible. Focus first, as
      // moving it fires focusin, which would open the group again.
      if (groupRef.current?.contains(document.activeElement)) toggleRef.current?.focus()
      close()
    }
    window.addEventListener('touchmove', close, { passive: true })
    document.addEventListener('keydown', onKeyDown)
    return () => {
      window.removeEventListener('touchmove', close)
      document.removeEventListener('keydown', onKeyDown)
    }
  }, [isOpen])

  return (
    <div
      className="floating-menu"
      data-testid="floating-menu"
      data-open={isOpen ? 'true' : 'false'}
      ref={groupRef}
    >
      <ThemeToggle ref={toggleRef} label={t.theme.toggleLabel} />
      <SocialLinks
        label={t.floatingMenu.label}
        listClassName="floating-menu__links"
        linkClassName="floating-menu__link"
      >
        <DocumentLinkItems linkClassName="floating-menu__link" />
      </SocialLinks>
    </div>
  )
}

/**
 * Only the button follows the theme, so a switch re-renders it and nothing around it. Both
 * icons are there and `aria-pressed` picks one in CSS: the press shows in its own frame,
 * whereas a new sprite reference would be resolved a task later.
 */
function ThemeToggle({ ref, label }: { ref: Ref<HTMLButtonElement>; label: string }) {
  const { theme, toggleTheme } = useTheme()
  return (
    <button
      ref={ref}
      type="button"
      className="floating-menu__toggle"
      data-testid="theme-toggle"
      aria-pressed={theme === 'dark'}
      aria-label={label}
      onClick={toggleTheme}
    >
      <Icon name="lucide:sun" size={24} className="floating-menu__icon-light" />
      <Icon name="lucide:moon" size={24} className="floating-menu__icon-dark" />
    </button>
  )
}
