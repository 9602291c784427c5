// After a redeploy an open page may ask for a chunk whose hashed name no longer exists: reload once (as Vocs
// does), guarded for the session so a truly broken deploy does not reload in a loop.
const RELOAD_KEY = 'vocs.reload'

export function reloadOnStaleChunk(error: unknown): boolean {
  if (!(error instanceof TypeError) || !/dynamically imported module|Importing a module script failed/i.test(error.message)) return false
  try {
    if (sessionStorage.getItem(RELOAD_KEY)) return false
    sessionStorage.setItem(RELOAD_KEY, '1')
  } catch {
    return false
  }
  location.reload()
  return true
}
