/**
 * A systemd service for the built server: production logging to the journal, the outbox in
 * systemd's state directory (`/var/lib/portfolio`), secrets such as SMTP_URL from an
 * environment file only root reads, SIGTERM with more time than the server's own 10 s stop,
 * and a sandbox that lets the process write its state directory only.
 */
export interface SystemdOptions {
  /** The absolute project folder on the host (holding `dist/` and `node_modules/`). */
  workingDirectory: string
  /** The compiled server, as `node` takes it in `workingDirectory`: `dist/server/main.js`. */
  serverEntry: string
  port: string
}

/** What `systemd` waits after SIGTERM before SIGKILL; the server stops within 10 s. */
export const STOP_TIMEOUT_SECONDS = 15

export function systemdUnit({ workingDirectory, serverEntry, port }: SystemdOptions): string {
  return `# Written by npm run build (scripts/deploy-files/); copy to /etc/systemd/system/portfolio.service.
[Unit]
Description=Portfolio site and contact API
After=network-online.target
Wants=network-online.target

[Service]
Type=simple
WorkingDirectory=${workingDirectory}
ExecStart=/usr/bin/env node ${serverEntry}
Environment=NODE_ENV=production
Environment=HOST=127.0.0.1
Environment=PORT=${port}
Environment=DATA_DIR=/var/lib/portfolio
Environment=TRUST_PROXY=1
# SMTP_URL, MAIL_TO, MAIL_FROM, SITE_URL: one VAR=value a line, readable by root only.
EnvironmentFile=-/etc/portfolio.env
StateDirectory=portfolio
DynamicUser=yes
KillSignal=SIGTERM
TimeoutStopSec=${STOP_TIMEOUT_SECONDS}
Restart=on-failure
RestartSec=2
NoNewPrivileges=yes
ProtectSystem=strict
ProtectHome=read-only
PrivateTmp=yes

[Install]
WantedBy=multi-user.target
`
}
