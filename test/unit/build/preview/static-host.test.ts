// The preview server serves only the site: dotfiles and dot-folders are 404 (but /.vocs/ and /.well-known/), foreign
// Host headers are refused as in dev (DNS rebinding), and the live-reload script survives `$` patterns in its options.
import { mkdirSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { clientScript } from '../../../../build/dev/client.ts'
import { staticHostApp } from '../../../../build/preview/static-host.ts'
import { isHiddenPath } from '../../../../build/serve/guard.ts'
import { tempDir } from '../../../support/temp-dir.ts'

const out = tempDir('preview-')
for (const [path, text] of [
  ['index.html', 'home'],
  ['404.html', 'missing'],
  ['.env', 'SECRET=1'],
  ['.git/config', '[core]'],
  ['docs/.hidden.html', 'hidden'],
  ['.vocs/icons/link.svg', '<svg/>'],
  ['.well-known/security.txt', 'Contact: x'],
] as const) {
  mkdirSync(join(out, path, '..'), { recursive: true })
  writeFileSync(join(out, path), text)
}
const server = staticHostApp(out, '').listen(0, '127.0.0.1')
const port = () => (server.address() as AddressInfo).port

/** GET with an explicit Host header (fetch would not let a test set one). */
function get(path: string, host = `127.0.0.1:${port()}`): Promise<{ status: number; body: string }> {
  return new Promise((done, fail) => {
    const req = request({ host: '127.0.0.1', port: port(), path, headers: { host } }, (res) => {
      let body = ''
      res.on('data', (d) => (body += d))
      res.on('end', () => done({ status: res.statusCode!, body }))
    })
    req.on('error', fail)
    req.end()
  })
}

test.after(() => void server.close())

test('dotfiles and dot-folders are 404, however the dot is written', async () => {
  for (const path of ['/.env', '/.git/config', '/%2egit/config', '/%2Eenv', '/docs/.hidden', '/docs/.hidden.html', '/.vocs/../.env']) {
    const r = await get(path)
    assert.is(r.status, 404, path)
    assert.not.ok(r.body.includes('SECRET') || r.body.includes('[core]') || r.body === 'hidden', path)
  }
})

test("the tool's own /.vocs/ folder and /.well-known/ are served", async () => {
  assert.is((await get('/.vocs/icons/link.svg')).body, '<svg/>')
  assert.is((await get('/.well-known/security.txt')).body, 'Contact: x')
  assert.is((await get('/')).body, 'home')
})

test('a foreign Host header is refused; loopback names are served', async () => {
  const foreign = await get('/', 'attacker.example')
  assert.is(foreign.status, 403)
  assert.match(foreign.body, /unexpected Host header/)
  assert.is((await get('/', `localhost:${port()}`)).status, 200)
})

test('the hidden-path rule', () => {
  assert.ok(isHiddenPath('/.env') && isHiddenPath('/a/.b/c') && isHiddenPath('/%2e%2e/x') && isHiddenPath('/%E0%A4%A'))
  assert.not.ok(isHiddenPath('/.vocs/search-index-x.json') || isHiddenPath('/.well-known/x') || isHiddenPath('/a.b/c.html'))
  assert.ok(isHiddenPath('/docs/.vocs/x'), "only the top-level .vocs folder is the tool's")
})

test('the live-reload script keeps `$` patterns of its options as text', () => {
  const route = "/odd/$`-$&-$'"
  const script = clientScript({ events: '/__events', boot: 'b', route, version: 1, error: 'x $& y' })
  const json = script.slice(script.indexOf('{"events"'))
  assert.ok(json.includes(JSON.stringify(route).slice(1, -1)), 'the route is in the script as written')
  assert.ok(json.includes('x $& y'))
  assert.not.ok(script.includes('__OPTIONS__'))
})

test.run()
