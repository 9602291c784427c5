// `npm run build`: the command line of the tool compiled to JavaScript (lib/), compiled first when the sources
// changed (build/package/compiled-tool.mjs). `npm run dev` runs the sources instead, so edits to the tool reload.
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { compiledTool } from './compiled-tool.mjs'

await import(pathToFileURL(join(compiledTool(), 'build/cli/main.js')).href)
