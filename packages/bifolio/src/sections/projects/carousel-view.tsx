import { projects as projectsWords } from 'virtual:owner-words-of/projects'
import type { HTMLAttributes, Ref } from 'react'
import { projects } from '../../content/projects'
import { usePartWords } from '../../i18n/i18n-provider'
import { format } from '../../lib/format'
import { slideOffset } from './carousel-state'
import { CarouselControls, type CarouselControlsProps } from './carousel-controls'
import { ProjectCard } from './project-card'
import './carousel.css'

type RootEvents = Pick<
  HTMLAttributes<HTMLElement>,
  'onKeyDown' | 'onFocus' | 'onBlur' | 'onPointerEnter' | 'onPointerLeave'
>
type DeckEvents = Pick<
  HTMLAttributes<HTMLDivElement>,
  'onPointerDown' | 'onPointerUp' | 'onPointerCancel' | 'onClickCapture' | 'onDragStart'
>

export interface CarouselViewProps
  extends Omit<CarouselControlsProps, 'count'>, RootEvents, DeckEvents {
  /**
   * Whether the stylesheet lays the cards out as a deck (wide screens): only then are they a
   * carousel's slides, one reachable at a time. Known in the browser only, so the prerendered
   * page says no and its cards are a plain list, readable at every width.
   */
  isDeck: boolean
  isAutoplaying: boolean
  /**
   * Whether the moving deck's code runs this view (`data-moving` on the carousel), rather than
   * the still deck the page was prerendered with: what the tests wait for before they take
   * over the clock.
   */
  isMoving?: boolean
  /**
   * The card keyboards and assistive technology can reach; `index` when absent. It may trail
   * `index` by a frame: making a card inert restyles everything in it, so that waits until the
   * deck's move is on screen.
   */
  reachableIndex?: number
  deckRef?: Ref<HTMLDivElement>
  rootRef?: Ref<HTMLDivElement>
}

/** Where each slide sits in the fan, as a CSS hook: `far` slides hide behind the deck. */
function position(offset: number): string {
  if (offset === 0) return 'front'
  if (offset === 1) return 'next'
  if (offset === -1) return 'previous'
  return 'far'
}

/**
 * The projects' one markup: a list of cards and the deck's controls. The stylesheet stacks the
 * cards on phones and in print, where the controls hide, and fans them into a deck on wide
 * screens, where the interactive wrapper, loaded there only, feeds this view state and handlers.
 */
export function CarouselView({
  isDeck,
  index,
  isPlaying,
  isAutoplaying,
  isMoving = false,
  reachableIndex = index,
  deckRef,
  rootRef,
  onTogglePlay,
  onPrevious,
  onNext,
  onGoTo,
  onPointerDown,
  onPointerUp,
  onPointerCancel,
  onClickCapture,
  onDragStart,
  ...rootEvents
}: CarouselViewProps) {
  const projectWords = usePartWords(projectsWords)
  const count = projects.length
  return (
    <div
      ref={rootRef}
      className="project-carousel"
      data-testid="project-carousel"
      data-moving={isMoving || undefined}
      role={isDeck ? 'region' : undefined}
      aria-roledescription={isDeck ? 'carousel' : undefined}
      aria-label={isDeck ? projectWords.carousel.label : undefined}
      {...rootEvents}
    >
      <div
        ref={deckRef}
        className="project-carousel__deck"
        data-testid="project-list"
        // Announce manual moves; stay quiet while the deck turns by itself.
        aria-live={isDeck ? (isAutoplaying ? 'off' : 'polite') : undefined}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerCancel}
        onClickCapture={onClickCapture}
        onDragStart={onDragStart}
      >
        {projects.map((project, slide) => {
          const place = {
            'data-position': position(slideOffset(slide, index, count)),
            'data-slide': slide,
          }
          const isReachable = !isDeck || slide === reachableIndex
          return (
            <ProjectCard
              key={project.slug}
              project={project}
              headingLevel={3}
              isInDeck
              hasFocusableTiles={isDeck}
              slide={
                isDeck
                  ? {
                      ...place,
                      role: 'group',
                      'aria-roledescription': 'slide',
                      'aria-label': format(projectWords.carousel.slide, {
                        n: slide + 1,
                        total: count,
                      }),
                      'aria-hidden': isReachable ? undefined : true,
                      inert: !isReachable,
                      tabIndex: -1,
                    }
                  : place
              }
            />
          )
        })}
      </div>
      {/* One card has nowhere to move: no play, arrows or single bullet. */}
      {count > 1 && (
        <CarouselControls
          count={count}
          index={index}
          isPlaying={isPlaying}
          onTogglePlay={onTogglePlay}
          onPrevious={onPrevious}
          onNext={onNext}
          onGoTo={onGoTo}
        />
      )}
    </div>
  )
}
