import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parseConfig } from '../../server/adapters/node/config'
import { previewOptions } from './preview-options'

describe('previewOptions', () => {
  it('runs the Worker and the site of the build folder it is given, its D1 under DATA_DIR', () => {
    const config = parseConfig({ DATA_DIR: '/srv/portfolio-data', PORT: '4870' })
    const options = previewOptions(config, 'site-build')
    expect(options).toMatchObject({
      scriptPath: resolve('site-build', 'edge', 'worker.js'),
      clientDir: resolve('site-build', 'client'),
      persistDir: join('/srv/portfolio-data', 'edge'),
      mailDir: join('/srv/portfolio-data', 'mail'),
      port: 4870,
    })
  })

  it('passes the variables of npm start to the Worker, SMTP_URL only when set', () => {
    const config = parseConfig({ DATA_DIR: '/tmp/d', CONTACT_LIMIT: '3/60' })
    const { vars } = previewOptions(config, 'dist')
    expect(vars).toMatchObject({ CONTACT_LIMIT: '3/60', SITE_URL: config.siteUrl })
    expect(vars).not.toHaveProperty('SMTP_URL')
    const smtp = parseConfig({ DATA_DIR: '/tmp/d', SMTP_URL: 'smtp://127.0.0.1:2525' })
    expect(previewOptions(smtp, 'dist').vars.SMTP_URL).toBe('smtp://127.0.0.1:2525')
  })
})
