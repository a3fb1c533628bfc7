/** The Workers runtime's TCP sockets (`cloudflare:sockets`), as far as the SMTP client uses them. */
declare module 'cloudflare:sockets' {
  export interface SocketOptions {
    secureTransport?: 'off' | 'on' | 'starttls'
    allowHalfOpen?: boolean
  }
  export interface Socket {
    readonly readable: ReadableStream<Uint8Array>
    readonly writable: WritableStream<Uint8Array>
    readonly opened: Promise<unknown>
    readonly closed: Promise<void>
    close(): Promise<void>
    startTls(): Socket
  }
  export function connect(
    address: { hostname: string; port: number },
    options?: SocketOptions,
  ): Socket
}
