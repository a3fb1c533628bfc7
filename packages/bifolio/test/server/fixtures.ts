/**
 * Test fixtures: a tiny built site in a temp dir (tests must not depend on `npm run build`),
 * a valid contact body, and request helpers.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'

export const HEAD_SCRIPT = "document.documentElement.className='light'"

function page(lang: string, title: string, formAction?: string): string {
  const form = formAction ? `<form method="post" action="${formAction}"></form>` : ''
  return `<!doctype html><html lang="${lang}"><head><script>${HEAD_SCRIPT}</script><title>${title}</title>
<link rel="canonical" href="http://localhost:3000/"><script type="module" src="/assets/index-abc123.js"></script></head>
<body><main>${title} ${'content '.repeat(100)}${form}</main></body></html>`
}

export function tempDir(prefix = 'portfolio-test-'): string {
  return mkdtempSync(join(tmpdir(), prefix))
}

/** `formAction`: the home pages get a contact form posting there, as the built ones do. */
export function fixtureSite({ formAction }: { formAction?: string } = {}): string {
  const dir = tempDir('portfolio-site-')
  const files: Record<string, string> = {
    'index.html': page('es', 'Inicio', formAction),
    'imprint.html': page('es', 'Aviso legal'),
    'privacy.html': page('es', 'Privacidad'),
    '404.html': page('es', 'Unexpected Application Error!'),
    'en/index.html': page('en', 'Home', formAction),
    'en/imprint.html': page('en', 'Imprint'),
    'en/privacy.html': page('en', 'Privacy'),
    'en/404.html': page('en', 'Unexpected Application Error! (en)'),
    'assets/index-abc123.js': `console.log(${JSON.stringify('x'.repeat(2000))})`,
    'robots.txt': 'User-agent: *\nAllow: /\n',
    'site.webmanifest': '{"name":"Portfolio","start_url":"/"}',
  }
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true })
    writeFileSync(join(dir, path), content)
  }
  return dir
}

export const validBody = {
  name: 'Ana García',
  email: 'ana@example.com',
  subject: 'A project for you',
  message: 'Hello, I would like to talk about a project.',
  consent: true,
  language: 'es',
  website: '',
}

export function postJson(body: unknown, headers: Record<string, string> = {}): RequestInit {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  }
}
