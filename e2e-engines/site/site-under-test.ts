import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { startSmtpSink, type SmtpSink } from '../../packages/bifolio/test/server/smtp-sink'
import { waitUntil } from '../wait-until'
import { startProcess, type StartedProcess } from './child-processes'
import { freePort } from '../../packages/bifolio/shared/free-port'
import { startGateProxy, type GateProxy } from './gate-proxy'
import { buildPaths } from '../../packages/bifolio/builder/paths/build-dir'
import { testBuildDir } from '../../test/site-under-test'

const TEST_BUILD = testBuildDir()

/** The tests' build, made by the global setup; it serves the `client/` beside it. */
const SERVER_ENTRY = resolve(buildPaths(TEST_BUILD).serverEntry)

export interface SiteUnderTest {
  /** The site as the browser sees it: through the gate. */
  origin: string
  gate: GateProxy
  /** The SMTP server the site delivers the contact form's messages to. */
  mail: SmtpSink
  stop(): Promise<void>
}

async function isHealthy(url: string): Promise<boolean> {
  const response = await fetch(url, { signal: AbortSignal.timeout(2000) })
  return response.ok
}

/**
 * The built production server (the global setup has built it into `.test-build/`) on a free
 * port with a throwaway outbox, delivering to a real SMTP server on loopback, behind the gate
 * proxy.
 * One per engine, so the engines' runs share no state.
 */
export async function startSiteUnderTest(): Promise<SiteUnderTest> {
  const mail = await startSmtpSink('accept')
  const dataDir = mkdtempSync(join(tmpdir(), 'portfolio-engines-'))
  const port = await freePort()
  let server: StartedProcess | undefined
  let gate: GateProxy | undefined
  const stop = async (): Promise<void> => {
    await gate?.close()
    await server?.stop()
    await mail.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
  try {
    server = startProcess(process.execPath, [SERVER_ENTRY], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SMTP_URL: mail.url,
        // Every journey posts from one address; the visitor's limit is not what is tested.
        CONTACT_LIMIT: '1000/60',
      },
    })
    const origin = `http://127.0.0.1:${port}`
    await waitUntil(() => isHealthy(`${origin}/api/health`), `the server at ${origin}`)
    gate = await startGateProxy(origin)
    return { origin: gate.url, gate, mail, stop }
  } catch (error) {
    const printed = server?.output() ?? ''
    await stop()
    throw new Error(`the site did not start: ${String(error)}\n${printed}`)
  }
}
