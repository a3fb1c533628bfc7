export class ServeError extends Error {}
export function runBuiltServer(buildDir: string): Promise<void>
export function serve(args: readonly string[]): Promise<void>
