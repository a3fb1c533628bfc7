/**
 * A process's CPU time from /proc (Linux, as `rssMiB` in api-load.ts): for a process this one
 * cannot measure from inside, such as the workerd that Miniflare starts.
 */
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'

/**
 * User plus system time, in clock ticks, from the text of `/proc/<pid>/stat`. The command name
 * (field 2) is in parentheses and may itself hold spaces and parentheses, so the fields are
 * counted from the last `)`: utime and stime are fields 14 and 15 of the line.
 */
function cpuTicks(stat: string): number {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  // fields[0] is field 3 (the state), so field n is fields[n - 3].
  const utime = Number(fields[11])
  const stime = Number(fields[12])
  if (!Number.isFinite(utime) || !Number.isFinite(stime)) {
    throw new Error(`not a /proc/<pid>/stat line: ${stat.slice(0, 80)}`)
  }
  return utime + stime
}

let ticksPerSecond: number | undefined
function clockTicks(): number {
  ticksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim())
  return ticksPerSecond
}

/** Milliseconds of CPU the process (every thread of it, living or ended) has used. */
export function processCpuMs(pid: number): number {
  return (cpuTicks(readFileSync(`/proc/${pid}/stat`, 'utf8')) * 1000) / clockTicks()
}

/** The pid of this process's child named `name` (its command name as /proc gives it). */
export function childProcessPid(name: string, parent = process.pid): number | undefined {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    let stat: string
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
    } catch {
      continue // ended while listed
    }
    const command = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'))
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
    if (command === name && ppid === parent) return Number(entry)
  }
  return undefined
}
