import { owner } from '../../content'
import './right-side-bar.css'

/** The right rail: the owner's e-mail, written down the page. */
export default function RightSideBar() {
  return (
    <div className="right-side-bar">
      <a className="right-side-bar__email" href={`mailto:${owner.email}`}>
        {owner.email}
      </a>
    </div>
  )
}
