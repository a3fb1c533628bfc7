/**
 * An nginx `server` block (with the two `map`s it reads, so the file goes where nginx includes
 * files in its `http` context: Debian's `/etc/nginx/conf.d/`) that serves the built site as
 * the Node server does and passes `/api/` to it: the same security headers and CSP, the short
 * policy on scripts, styles, fonts and pictures, the year-long cache on `/assets/`, the
 * prerendered `.gz` files, and the 404 page in the path's language.
 */
import type { HostRules } from './host-rules.ts'

export interface NginxOptions {
  /** Absolute path of `dist/client`. */
  root: string
  /** What nginx listens on, such as `80` or `127.0.0.1:8080`; TLS is the proxy's business. */
  listen: string
  /** Where the Node server (the contact API) listens, such as `127.0.0.1:3000`. */
  api: string
}

const quote = (value: string) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`

export function nginxBlock(rules: HostRules, { root, listen, api }: NginxOptions): string {
  const extensions = rules.subresourceExtensions.map((ext) => ext.slice(1)).join('|')
  const { 'Content-Security-Policy': pageCsp, ...others } = rules.headers
  return `# Written by npm run build (scripts/deploy-files/) from the Node server's headers and cache
# rules; build again rather than edit. Include it in nginx's http context.

# An empty value adds no header: the API answers with its own.
map $uri $portfolio_csp {
    default ${quote(pageCsp ?? '')};
    ~^/api/ "";
    ~*\\.(${extensions})$ ${quote(rules.subresourceCsp)};
}

map $uri $portfolio_cache {
    default ${quote(rules.revalidate)};
    ~^/api/ "";
    ~^${rules.immutablePrefix} ${quote(rules.immutable)};
}

server {
    listen ${listen};
    root ${root};
    index index.html;
    # Redirects name the path only, as the Node server's do, so a proxy's host is kept.
    absolute_redirect off;
    server_tokens off;
    charset utf-8;
    gzip_static on;
    gzip_vary on;

    add_header Content-Security-Policy $portfolio_csp always;
    add_header Cache-Control $portfolio_cache always;
${Object.entries(others)
  .map(([name, value]) => `    add_header ${name} ${quote(value)} always;`)
  .join('\n')}

    # Every route is a prerendered file: /imprint is imprint.html, /en/ is en/index.html.
    location / {
        try_files $uri $uri.html $uri/index.html =404;
        error_page 404 /404.html;
    }

    location /en/ {
        try_files $uri $uri.html $uri/index.html =404;
        error_page 404 /en/404.html;
    }

    location = /_headers {
        return 404;
    }

    location /api/ {
        proxy_pass http://${api};
        proxy_set_header Host $host;
        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
        proxy_set_header X-Forwarded-Proto $scheme;
        proxy_set_header X-Request-Id $request_id;
        # The API sends these itself, from the same source; nginx's copies replace them.
${Object.keys(others)
  .map((name) => `        proxy_hide_header ${name};`)
  .join('\n')}
    }
}
`
}
