// One file of the built site: text or bytes produced in memory, or a file copied as is.
export type OutputFile = { path: string; content: string | Uint8Array } | { path: string; copyFrom: string }
