import { execFileSync } from 'node:child_process'
import { existsSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { tempDir } from '../../server/test/fixtures.ts'
import { STOP_TIMEOUT_SECONDS, systemdUnit } from './systemd-unit.ts'

const SYSTEMD_ANALYZE = '/usr/bin/systemd-analyze'
const SERVER_ENTRY = 'dist/server/main.js'

describe('the systemd unit', () => {
  it.skipIf(!existsSync(SYSTEMD_ANALYZE))('passes systemd’s own check', () => {
    const dir = tempDir()
    const unit = join(dir, 'portfolio.service')
    writeFileSync(
      unit,
      systemdUnit({ workingDirectory: dir, serverEntry: SERVER_ENTRY, port: '3000' }),
    )
    // Throws with systemd's complaint when a directive, a signal or the command is wrong.
    execFileSync(SYSTEMD_ANALYZE, ['verify', unit], { stdio: 'pipe' })
  })

  it('gives the server’s 10 s stop time to finish before systemd kills it', () => {
    const unit = systemdUnit({
      workingDirectory: '/srv/portfolio',
      serverEntry: SERVER_ENTRY,
      port: '3000',
    })
    expect(unit).toContain('KillSignal=SIGTERM')
    expect(STOP_TIMEOUT_SECONDS).toBeGreaterThan(10)
    expect(unit).toContain(`TimeoutStopSec=${STOP_TIMEOUT_SECONDS}`)
  })

  it('runs the server compiled into the build folder it was written with', () => {
    const unit = systemdUnit({
      workingDirectory: '/srv/portfolio',
      serverEntry: '/srv/site/server/main.js',
      port: '3000',
    })
    expect(unit).toContain('ExecStart=/usr/bin/env node /srv/site/server/main.js')
  })
})
