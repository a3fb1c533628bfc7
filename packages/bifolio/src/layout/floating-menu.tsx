import { floatingMenu as floatingMenuWords } from 'virtual:owner-words-of/floatingMenu'
import { theme as themeWords } from 'virtual:owner-words-of/theme'
import { usePartWords } from '../i18n/i18n-provider'
import { Icon } from '../ui/icon'
import { DocumentLinkItems } from './document-links'
import { SocialLinks } from './social-links'
import './floating-menu.css'

/**
 * The round theme toggle that fans out into the social shortcuts. It is a static part: what it
 * answers (the theme, opening and folding), it answers from the document over this HTML
 * (floating-menu-wake.ts). Both icons are there and `aria-pressed` picks one in CSS, so a
 * press shows in its own frame.
 */
export default function FloatingMenu() {
  const theme = usePartWords(themeWords)
  const menu = usePartWords(floatingMenuWords)
  return (
    <div className="floating-menu" data-testid="floating-menu">
      <button
        type="button"
        className="floating-menu__toggle"
        data-testid="theme-toggle"
        // The prerendered page cannot know the visitor's theme: the behaviour shows it.
        aria-pressed="false"
        aria-label={theme.toggleLabel}
      >
        <Icon name="lucide:sun" size={24} className="floating-menu__icon-light" />
        <Icon name="lucide:moon" size={24} className="floating-menu__icon-dark" />
      </button>
      <SocialLinks
        label={menu.label}
        listClassName="floating-menu__links"
        linkClassName="floating-menu__link"
      >
        <DocumentLinkItems linkClassName="floating-menu__link" />
      </SocialLinks>
    </div>
  )
}
