/**
 * Which schema a database holds, by the migrations recorded in it, and the one line an engine
 * older than its data says. Plain code with no runtime's modules: the Node store and the local
 * preview check before they start, the deployed Worker on its first request.
 */

/** The schema version a migration brings the data to: the number its file name starts with. */
export function schemaVersion(name: string | undefined): number {
  return Number(name?.slice(0, 4) ?? 0)
}

/**
 * The refusal when `applied` (the migrations recorded in the database `where` names) went past
 * `engineVersion`, else `undefined`. Such data is refused rather than served: this engine's
 * queries may no longer fit its tables.
 */
export function newerDataProblem(
  where: string,
  applied: Iterable<string>,
  engineVersion: number,
): string | undefined {
  const dataVersion = Math.max(0, ...[...applied].map(schemaVersion))
  if (dataVersion <= engineVersion) return undefined
  return `${where} was written by a newer bifolio (schema ${dataVersion}, this engine knows up to ${engineVersion}): update bifolio or restore a backup`
}
