import type { CSSProperties } from 'react'
import technologyColors from 'virtual:technology-colors'
import { technology, type TechnologyId } from '../../content'
import { Icon } from '../../ui/icon'
import { Tooltip } from '../../ui/tooltip'
import './skill-tile.css'

type BrandVars = CSSProperties & Record<'--skill-tile-light' | '--skill-tile-dark', string>

/**
 * The brand colour per theme as custom properties, the stylesheet picking the theme's: as the
 * build made it readable on the tile (a pale or a deep one moves toward the text).
 */
function brandVars(id: TechnologyId): BrandVars {
  const color = technologyColors[id]
  const given = technology(id).color
  const light = color?.light ?? (typeof given === 'string' ? given : given.light)
  const dark = color?.dark ?? (typeof given === 'string' ? given : given.dark)
  return { '--skill-tile-light': light, '--skill-tile-dark': dark }
}

/** One technology as a logo tile; its name is the tooltip and the tile's accessible name. */
export function SkillTile({ id }: { id: TechnologyId }) {
  return (
    <li className="skill-tile" style={brandVars(id)}>
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
