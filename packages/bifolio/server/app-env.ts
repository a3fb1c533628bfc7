import type { HttpBindings } from '@hono/node-server'

/** Hono's environment: the Node request when served over a socket, absent in `app.request()`. */
export interface AppEnv {
  Bindings: Partial<HttpBindings>
}
