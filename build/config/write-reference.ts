// `npm run config-reference`: rewrites the config reference in README.md from the schema (see reference.ts).
import { readFileSync, writeFileSync } from 'node:fs'
import { withConfigReference } from './reference.ts'

const readme = new URL('../../README.md', import.meta.url)
writeFileSync(readme, withConfigReference(readFileSync(readme, 'utf8')))
console.log('README.md: config reference updated')
