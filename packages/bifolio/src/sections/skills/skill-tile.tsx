import 'virtual:content-colors.css'
import { type TechnologyId } from '../../content'
import { technology } from '../../content/technologies'
import { techColorClass } from '../../content/color-classes'
import { Icon } from '../../ui/icon'
import { Tooltip } from '../../ui/tooltip'
import './skill-tile.css'

/**
 * One technology as a logo tile; its name is the tooltip and the tile's accessible name. Its
 * class brings the brand colour per theme, as the build made it readable on the tile.
 */
export function SkillTile({ id }: { id: TechnologyId }) {
  return (
    <li className={`skill-tile ${techColorClass(id)}`}>
      <Tooltip label={technology(id).name} namesTrigger>
        {/* Focusable so keyboard users can open the tooltip that names the logo. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
        <span className="skill-tile__logo" role="img" tabIndex={0}>
          <Icon name={technology(id).icon} size={34} />
        </span>
      </Tooltip>
    </li>
  )
}
