#!/usr/bin/env node
// The engine's commands run from its TypeScript sources: tsx compiles them as they load.
import { register } from 'tsx/esm/api'

register()
await import('../cli/main.ts')
