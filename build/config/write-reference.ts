// `npm run config-reference`: rewrites the generated part of the config reference page from the schema (see reference.ts).
import { readFileSync, writeFileSync } from 'node:fs'
import { REFERENCE_PAGE, withConfigReference } from './reference.ts'

const page = new URL(`../../${REFERENCE_PAGE}`, import.meta.url)
writeFileSync(page, withConfigReference(readFileSync(page, 'utf8')))
console.log(`${REFERENCE_PAGE}: config reference updated`)
