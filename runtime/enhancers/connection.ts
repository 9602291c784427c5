// Whether the reader asked to save data or is on a slow connection: then nothing is fetched ahead of need
// (link prefetch, search index warm-up). Browsers without the Network Information API count as unconstrained.
interface NetworkInformation {
  saveData?: boolean
  effectiveType?: string
}

export function isConstrainedConnection(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection
  return Boolean(connection && (connection.saveData || /(^|-)2g$/.test(connection.effectiveType ?? '')))
}
