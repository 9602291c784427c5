// The dev server's safety: nothing outside the output and static/ is served (.., %2e%2e, backslashes, absolute
// paths, symlinks out of the tree), foreign Host headers are refused (DNS rebinding), and the live-reload stream
// refuses foreign Origins. All traffic stays on 127.0.0.1.
import { rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { safeRelativePath } from '../../../build/dev/server.ts'
import { allowedHostnames, hostAllowed, originAllowed } from '../../../build/serve/guard.ts'
import { tempDir } from '../../support/temp-dir.ts'
import { type Fixture, get, listen, settle, startFixture } from './harness.ts'

let f: Fixture
let outside: string
const SECRET = 'TOP-SECRET-OUTSIDE'

test.before(async () => {
  f = await startFixture()
  outside = tempDir('dev-outside-')
  writeFileSync(join(outside, 'secret.txt'), SECRET)
  writeFileSync(join(f.root, 'secret.txt'), SECRET)
  symlinkSync(join(outside, 'secret.txt'), join(f.root, 'static/link.txt'))
  symlinkSync(outside, join(f.root, 'static/linked-dir'))
  await settle(f.server)
})
test.after(async () => {
  await f.close()
  rmSync(outside, { recursive: true, force: true })
})

test('path traversal in every spelling is refused', async () => {
  const paths = [
    '/docs/../secret.txt',
    '/docs/..%2fsecret.txt',
    '/docs/%2e%2e/secret.txt',
    '/docs/%2e%2e%2fsecret.txt',
    '/docs/%2E%2E%2F%2E%2E%2Fetc%2Fpasswd',
    '/docs/..%5csecret.txt',
    '/docs/%5c..%5csecret.txt',
    '/docs/..\\secret.txt',
    '/docs//etc/passwd',
    '/docs/%2fetc%2fpasswd',
    `/docs/${encodeURIComponent(join(f.root, 'secret.txt'))}`,
    '/docs/link.txt',
    '/docs/linked-dir/secret.txt',
    '/docs/%00',
    '/docs/%zz',
    '/docs/config/site.config.ts',
    '/docs/content/pages/index.md',
    '/docs/static/logo.svg',
    '/docs/.cache',
  ]
  for (const path of paths) {
    const reply = await get(f.server.port, path)
    assert.not.match(reply.body, SECRET, path)
    assert.not.match(reply.body, 'root:', path)
    assert.not.match(reply.body, 'defineConfig', path)
    assert.ok(reply.status === 400 || reply.status === 404, `${path} → ${reply.status}`)
  }
})

test("dotfiles in static/ are 404 in every spelling; the tool's /.vocs/ folder is served", async () => {
  writeFileSync(join(f.root, 'static/.env'), SECRET)
  for (const path of ['/docs/.env', '/docs/%2eenv', '/docs/%2Eenv']) {
    const reply = await get(f.server.port, path)
    assert.is(reply.status, 404, path)
    assert.not.match(reply.body, SECRET, path)
  }
  assert.is((await get(f.server.port, '/docs/.vocs/search-index.json')).status, 200)
})

test('safeRelativePath keeps clean paths and rejects escapes', () => {
  assert.is(safeRelativePath('guide/start'), 'guide/start')
  assert.is(safeRelativePath(''), '')
  for (const bad of ['..', '../x', 'a/../../x', '%2e%2e/x', 'a\\..\\x', 'a%5cb', '%00', '%E0%A4%A']) assert.is(safeRelativePath(bad), undefined, bad)
  assert.is(safeRelativePath('/etc/passwd'), 'etc/passwd', 'absolute paths stay inside')
})

test('a foreign Host header is refused; loopback names and the bound host are served', async () => {
  const { port } = f.server
  for (const host of ['evil.example', `evil.example:${port}`, 'localhost.evil.example', '127.0.0.1.nip.io']) {
    const reply = await get(f.server.port, '/docs/', { host })
    assert.is(reply.status, 403, host)
  }
  for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `LOCALHOST:${port}`, `[::1]:${port}`])
    assert.is((await get(port, '/docs/', { host })).status, 200, host)
})

test('live-reload connections from a foreign Origin are refused', async () => {
  const { port } = f.server
  for (const origin of ['http://evil.example', `http://evil.example:${port}`, 'null', `http://localhost:${port + 1}`, `file://`]) {
    const sse = await listen(port, { origin })
    assert.is(sse.status, 403, origin)
    sse.close()
  }
  const crossSite = await listen(port, { 'sec-fetch-site': 'cross-site' })
  assert.is(crossSite.status, 403)
  crossSite.close()
  const own = await listen(port, { origin: `http://127.0.0.1:${port}` })
  assert.is(own.status, 200)
  assert.is(own.headers['access-control-allow-origin'], undefined)
  own.close()
})

test('guard: a wildcard bind accepts this machine, a loopback bind only loopback names', () => {
  const loop = allowedHostnames('127.0.0.1')
  assert.ok(hostAllowed('localhost:1', loop))
  assert.not.ok(hostAllowed('192.168.1.9:1', loop))
  assert.not.ok(hostAllowed(undefined, loop))
  assert.ok(allowedHostnames('0.0.0.0').has('127.0.0.1'))
  assert.ok(originAllowed(undefined, undefined, loop, 1))
  assert.not.ok(originAllowed('http://127.0.0.1:2', undefined, loop, 1))
  assert.not.ok(originAllowed('http://127.0.0.1:1', 'cross-site', loop, 1))
})

test('binds to 127.0.0.1 by default', () => {
  assert.match(f.server.url, /^http:\/\/127\.0\.0\.1:\d+\/docs\/$/)
})

test.run()
