/** What a journey needs from a browser, whichever protocol drives it. */
export type EngineName = 'firefox' | 'webkit'

export interface Viewport {
  width: number
  height: number
}

export type Key = 'Enter' | 'Escape' | 'Tab'

/**
 * A function run in the page. It is sent as its source text, so it may use only its
 * arguments (JSON values) and the page's globals, never a binding of the test's module.
 */
export type PageFunction<Args extends unknown[], Result> = (
  ...args: Args
) => Result | Promise<Result>

export interface EngineBrowser {
  readonly engine: EngineName
  /** Navigates and waits for the page's load event. */
  open(url: string): Promise<void>
  /** Starts a navigation and returns without waiting: for a page whose code the gate holds. */
  startOpening(url: string): Promise<void>
  evaluate<Args extends unknown[], Result>(
    fn: PageFunction<Args, Result>,
    ...args: Args
  ): Promise<Result>
  /**
   * A real pointer click in the middle of the first visible element matching `selector`
   * (and showing exactly `text`, when given).
   */
  click(selector: string, text?: string): Promise<void>
  /** Types `text` key by key into the first visible element matching `selector`. */
  type(selector: string, text: string): Promise<void>
  press(key: Key): Promise<void>
  /** Moves the pointer to a point of the viewport, in CSS pixels from its top left corner. */
  movePointer(x: number, y: number): Promise<void>
  setViewport(viewport: Viewport): Promise<void>
  /** A PNG of the viewport. */
  screenshot(path: string): Promise<void>
  /**
   * Console errors, uncaught exceptions and hydration warnings the engine reported through its
   * driver since the last call; empty where the driver has no such channel (see WebKit's).
   */
  takeConsoleProblems(): string[]
  /**
   * The errors (and hydration warnings) the engine's own console shows while a fresh tab loads
   * `url`, up to its load event: what the console says before any script of the page could
   * record it, such as a policy the engine does not understand.
   */
  consoleOfLoading(url: string): Promise<string[]>
  close(): Promise<void>
}
