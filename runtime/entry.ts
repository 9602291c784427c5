// Browser entry: the small bootstrap every page loads as a module script. It wires the enhancers on the
// server-rendered markup; React islands load lazily from here when first needed.
import { enhanceCodeCopy } from './enhancers/code-copy.ts'

function start() {
  enhanceCodeCopy(document)
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true })
else start()
