/**
 * Runs in the page (sent as source: no outside bindings): brings `element` to the middle of
 * the window and resolves once it stops moving, as a visitor scrolls to a button and sees it
 * before pressing it. Sections the browser skipped (`content-visibility: auto`) get their real
 * height as they come into view, so the first position may not last, and a driver's click
 * aims at the first one.
 */
export async function scrollIntoSteadyView(element: Element): Promise<void> {
  const steadyFramesWanted = 3
  const deadline = performance.now() + 3000
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve))
  let lastTop = Number.NaN
  let steadyFrames = 0
  while (steadyFrames < steadyFramesWanted && performance.now() < deadline) {
    const { top, bottom } = element.getBoundingClientRect()
    if (top < 0 || bottom > window.innerHeight) {
      element.scrollIntoView({ block: 'center', behavior: 'instant' })
      steadyFrames = 0
    } else {
      steadyFrames = top === lastTop ? steadyFrames + 1 : 0
    }
    lastTop = top
    await frame()
  }
}
