import type { CSSProperties } from 'react'
import type { Technology, ThemedColor } from '../../content'
import { Icon } from '../../ui/icon'
import { Tooltip } from '../../ui/tooltip'
import './skill-tile.css'

type BrandVars = CSSProperties & Record<'--skill-tile-light' | '--skill-tile-dark', string>

/** The brand colour as custom properties; the stylesheet picks the one for the theme. */
function brandVars(color: ThemedColor): BrandVars {
  return typeof color === 'string'
    ? { '--skill-tile-light': color, '--skill-tile-dark': color }
    : { '--skill-tile-light': color.light, '--skill-tile-dark': color.dark }
}

/** One technology as a logo tile; its name is the tooltip and the tile's accessible name. */
export function SkillTile({ technology }: { technology: Technology }) {
  return (
    <li className="skill-tile" style={brandVars(technology.color)}>
      <Tooltip label={technology.name} namesTrigger>
        {/* Focusable so keyboard users can open the tooltip that names the logo. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
        <span className="skill-tile__logo" role="img" tabIndex={0}>
          <Icon name={technology.icon} size={34} />
        </span>
      </Tooltip>
    </li>
  )
}
