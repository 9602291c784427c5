// Reads the JavaScript heap size where the browser exposes it (Chromium's non-standard performance.memory).
// Browser only; returns undefined elsewhere so the demos can say the figure is unavailable.

interface ChromiumMemory {
  usedJSHeapSize: number
}

export function usedHeapBytes(): number | undefined {
  const memory = (globalThis.performance as (Performance & { memory?: ChromiumMemory }) | undefined)?.memory
  return typeof memory?.usedJSHeapSize === 'number' ? memory.usedJSHeapSize : undefined
}
