// Runtime errors: the page is static HTML and stays readable whatever the scripts do, so a failure is only
// reported, once per page view (not once per event), and never thrown on to the browser's error overlay.
let reported = false

export function reportOnce(error: unknown): void {
  if (reported) return
  reported = true
  console.error('[docs runtime] an enhancement failed; the page stays usable without it.', error)
}

/** Runs one enhancer, reporting instead of throwing, so the others still start. */
export function safely(run: () => void): void {
  try {
    run()
  } catch (error) {
    reportOnce(error)
  }
}

/** Wraps an event listener so an error inside it is reported (once) instead of thrown. */
export function guarded<E extends Event>(listener: (event: E) => void): (event: E) => void {
  return (event) => safely(() => listener(event))
}

/** Tests only. */
export function resetReported(): void {
  reported = false
}
