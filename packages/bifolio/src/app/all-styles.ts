/**
 * Every part's stylesheet goes into the one stylesheet the page links, the static parts' too:
 * their code is not in the browser's bundle (their HTML is the prerenderer's), so their styles
 * are named here rather than by their components. Imported after global.css, as their chunks'
 * styles came before they were left out, so the cascade keeps its order.
 */
import.meta.glob(['../**/*.css', '!./global.css', '!./print.css'], { eager: true })
