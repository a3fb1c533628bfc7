/**
 * The file the build writes beside the Worker, `edge/worker-first.json`: the site's paths the
 * Worker answers before its static assets (its filtered index pages), which the local preview
 * and the deploy add to the engine's own (the API).
 */
export const WORKER_FIRST_FILE = 'worker-first.json'
