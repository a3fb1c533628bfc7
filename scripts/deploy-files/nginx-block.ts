/**
 * An nginx `server` block (with the two `map`s it reads, so the file goes where nginx includes
 * files in its `http` context: Debian's `/etc/nginx/conf.d/`) that serves the built site as
 * the Node server does and passes `/api/` to it: the same security headers and CSP, the short
 * policy on scripts, styles, fonts and pictures, the year-long cache on `/assets/`, the
 * prerendered `.gz` files, and the 404 page in the path's language. Given a certificate, nginx
 * terminates TLS itself and a second block sends plain HTTP to HTTPS.
 */
import type { HostRules } from './host-rules.ts'

export interface NginxTls {
  /** The certificate chain, such as certbot's `/etc/letsencrypt/live/<host>/fullchain.pem`. */
  certificate: string
  /** Its private key, such as certbot's `/etc/letsencrypt/live/<host>/privkey.pem`. */
  key: string
  /** Where plain HTTP is answered with a redirect to HTTPS, such as `80`. */
  redirectListen: string
}

export interface NginxOptions {
  /** Absolute path of the build's `client/` folder (`dist/client`). */
  root: string
  /** What the site's block listens on, such as `80`, `127.0.0.1:8080`, or `443` with `tls`. */
  listen: string
  /** Where the Node server (the contact API) listens, such as `127.0.0.1:3000`. */
  api: string
  /** The site's host name, so nginx picks these blocks for it rather than a default site. */
  serverName?: string
  /** Unset: plain HTTP, for a TLS proxy or load balancer in front. */
  tls?: NginxTls
}

/**
 * The options `npm run build` writes `dist/nginx/portfolio.conf` with: `NGINX_TLS_CERT` and
 * `NGINX_TLS_KEY` (both or neither) have nginx terminate TLS for an https `SITE_URL`, listening
 * on 443 and redirecting 80; `NGINX_LISTEN` and `NGINX_ROOT` change where the site's block
 * listens and what it serves; `PORT` is the Node server's.
 */
export function nginxOptionsFromEnv(
  env: NodeJS.ProcessEnv,
  siteUrl: string,
  clientDir: string,
): NginxOptions {
  const certificate = env.NGINX_TLS_CERT?.trim()
  const key = env.NGINX_TLS_KEY?.trim()
  if (Boolean(certificate) !== Boolean(key)) {
    throw new Error('NGINX_TLS_CERT and NGINX_TLS_KEY go together: set both, or neither.')
  }
  const url = new URL(siteUrl)
  if (certificate && key && url.protocol !== 'https:') {
    throw new Error(
      `NGINX_TLS_CERT makes nginx serve HTTPS, so SITE_URL must be https://…; got "${siteUrl}".`,
    )
  }
  const tls = certificate && key ? { certificate, key, redirectListen: '80' } : undefined
  return {
    root: env.NGINX_ROOT ?? clientDir,
    listen: env.NGINX_LISTEN ?? (tls ? '443' : '80'),
    api: `127.0.0.1:${env.PORT ?? '3000'}`,
    serverName: url.hostname,
    tls,
  }
}

const quote = (value: string) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`

function redirectBlock(tls: NginxTls, serverName: string | undefined): string {
  return `
server {
    listen ${tls.redirectListen};
${serverName ? `    server_name ${serverName};\n` : ''}    server_tokens off;
    # In a location, not at server level: certbot's nginx plugin answers its renewal challenge
    # from a more specific location, which a server-level return would pre-empt.
    location / {
        return 301 https://$host$request_uri;
    }
}
`
}

function tlsLines(tls: NginxTls): string {
  return `    ssl_certificate ${quote(tls.certificate)};
    ssl_certificate_key ${quote(tls.key)};
    ssl_protocols TLSv1.2 TLSv1.3;
    ssl_session_cache shared:portfolio_tls:10m;
    ssl_session_timeout 1d;
    ssl_session_tickets off;
`
}

export function nginxBlock(
  rules: HostRules,
  { root, listen, api, serverName, tls }: NginxOptions,
): string {
  const extensions = rules.subresourceExtensions.map((ext) => ext.slice(1)).join('|')
  const { 'Content-Security-Policy': pageCsp, ...others } = rules.headers
  // `http2` on the listen line rather than the `http2` directive, which nginx before 1.25.1
  // (Debian 12 ships 1.22) does not know; newer ones accept it with a deprecation notice.
  const listenLine = tls ? `${listen} ssl http2` : listen
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
${tls ? redirectBlock(tls, serverName) : ''}
server {
    listen ${listenLine};
${serverName ? `    server_name ${serverName};\n` : ''}${tls ? tlsLines(tls) : ''}    root ${root};
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
