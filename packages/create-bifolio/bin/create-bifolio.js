#!/usr/bin/env node
// The command is published as TypeScript: tsx's loader, registered first, lets Node import it.
import { register } from 'tsx/esm/api'

register()
await import('../src/cli.ts')
