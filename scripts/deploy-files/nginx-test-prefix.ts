/**
 * For the tests that run Debian's nginx on the generated block (nginx-block.test.ts,
 * e2e/deploy-nginx.spec.ts): a prefix folder holding the block inside the smallest main
 * configuration, as Debian's includes it, with nginx's temporary folders.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** Writes `block` and its main configuration into `prefix`; returns the configuration's path. */
export function writeNginxPrefix(prefix: string, block: string): string {
  writeFileSync(join(prefix, 'portfolio.conf'), block)
  for (const dir of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(prefix, dir))
  const file = join(prefix, 'nginx.conf')
  writeFileSync(
    file,
    `worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log;
events {}
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    client_body_temp_path ${prefix}/body;
    proxy_temp_path ${prefix}/proxy;
    fastcgi_temp_path ${prefix}/fastcgi;
    uwsgi_temp_path ${prefix}/uwsgi;
    scgi_temp_path ${prefix}/scgi;
    include ${prefix}/portfolio.conf;
}
`,
  )
  return file
}
