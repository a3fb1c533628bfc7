import { projects as projectsWords } from 'virtual:owner-words-of/projects'
import { hero as heroWords } from 'virtual:owner-words-of/hero'
import { socialLinks } from '../../content'
import { socialLabel } from '../../content/social-label'
import { social as socialWords } from 'virtual:owner-words-of/social'
import { usePartWords } from '../../i18n/i18n-provider'
import { Icon } from '../../ui/icon'
import './left-side-bar.css'

/** The left rail: the owner's profiles as icon links strung on a line. */
export default function LeftSideBar() {
  const projectWords = usePartWords(projectsWords)
  const social = usePartWords(socialWords)
  const heroT = usePartWords(heroWords)
  return (
    <div className="left-side-bar">
      <ul className="left-side-bar__socials" aria-label={heroT.socialRailLabel}>
        {socialLinks.map((link) => {
          const isMail = link.href.startsWith('mailto:')
          const label = socialLabel(link, social)
          return (
            <li key={link.href}>
              <a
                className="left-side-bar__social"
                href={link.href}
                aria-label={isMail ? label : `${label} ${projectWords.opensInNewTab}`}
                {...(isMail ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
              >
                <Icon name={link.icon} size={22} />
              </a>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
