/**
 * A page with one heading and one paragraph, served on loopback by Node alone: what Lighthouse
 * measures on this machine for a page that costs nothing to load, parse or lay out. Its TBT is
 * the floor under every page's TBT here.
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

const BARE_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Bare page</title>
<meta name="description" content="One heading and one paragraph.">
</head>
<body><main><h1>Bare page</h1><p>One heading and one paragraph, and nothing else.</p></main></body>
</html>
`

export async function serveBarePage(): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    response.end(BARE_PAGE)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        // The browser keeps its connections open; close() alone would wait for them.
        server.closeAllConnections()
      }),
  }
}
