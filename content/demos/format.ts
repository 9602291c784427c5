// Number formatting for the demos' results (fixed English formatting, so server and browser render the same text).
const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })
const oneDecimal = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 })

export const formatCount = (n: number): string => integer.format(n)

export function formatMs(ms: number): string {
  return ms < 100 ? `${oneDecimal.format(ms)} ms` : `${integer.format(ms)} ms`
}

export function formatBytes(bytes: number): string {
  const sign = bytes < 0 ? '−' : ''
  const abs = Math.abs(bytes)
  if (abs < 1024 * 1024) return `${sign}${oneDecimal.format(abs / 1024)} KB`
  return `${sign}${oneDecimal.format(abs / (1024 * 1024))} MB`
}

export const formatFps = (fps: number): string => oneDecimal.format(fps)
