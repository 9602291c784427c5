// A seeded generator of hostile and odd pages (Markdown, MDX and frontmatter) for the fuzz test and the bench:
// the same seed gives the same pages on every machine, so any failure it finds can be reproduced by its index.

export interface FuzzPage {
  index: number
  /** Absolute-looking path the page pretends to live at (`.md` or `.mdx`). */
  file: string
  text: string
}

/** mulberry32: a small, fast, well-mixed 32-bit PRNG; enough for picking fragments. */
export function random(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export function fuzzPages(seed: number, count: number): FuzzPage[] {
  const next = random(seed)
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!
  const chance = (p: number) => next() < p

  const odd = [
    'atom',
    'selector',
    'atomFamily',
    'ümlaut',
    'naïve café',
    '日本語',
    'עברית',
    '🎉',
    '👩‍👩‍👧',
    '\u202e',
    '\u200b',
    '\ud800',
    '\u0000',
    '\t',
    '&amp;',
    '&#0;',
    '&nosuch;',
  ]
  const hostile = [
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    'javascript:alert(1)',
    '"quotes"',
    "'single'",
    '`tick`',
    '$`',
    "$'",
    '$&',
    '{x}',
    '{',
    '}',
    '%',
    '%zz',
    '#',
    '?',
    '\\',
    '*',
    '_',
    '[',
    ']',
    '(',
    ')',
    '<',
    '>',
    '|',
    '~~',
    '^',
    '!',
    ':::',
    '---',
  ]
  const word = () => (chance(0.7) ? pick(odd.slice(0, 6)) : pick(chance(0.5) ? odd : hostile))
  const phrase = (n = int(1, 6)) => Array.from({ length: n }, word).join(' ')
  const href = () =>
    pick([
      './start.md',
      '../guide/start',
      '/guide/start#install',
      '#section',
      '#🎉',
      'https://example.com/a?b=c#d',
      'mailto:a@b.c',
      './odd name.md',
      './a%20b.md',
      './ça va?.md',
      '/missing',
      'javascript:alert(1)',
      '',
      ' ',
      '<>',
      './x.md#',
      '//evil.example',
    ])

  const inline = () => {
    const parts = Array.from({ length: int(1, 8) }, () =>
      pick([
        () => phrase(),
        () => `*${phrase()}*`,
        () => `**${phrase()}`,
        () => `_${phrase()}_`,
        () => `~~${phrase()}~~`,
        () => `\`${phrase()}\``,
        () => `[${phrase(2)}](${href()})`,
        () => `![${phrase(1)}](${chance(0.05) ? '' : pick(['/logo.svg', './img.png', 'data:image/png;base64,AAAA', 'https://example.com/a.png'])})`,
        () => (chance(0.2) ? `<https://example.com/${word()}>` : 'https://example.com/plain'),
        () => `[${phrase(1)}][ref]`,
        () => `[^${int(1, 3)}]`,
        () =>
          `<${pick(['b', 'kbd', 'span', 'abbr title="x"', 'a href="#"', 'div'])}>${phrase(2)}${chance(0.7) ? `</${pick(['b', 'kbd', 'span', 'abbr', 'a', 'div'])}>` : ''}`,
        () => `${'*'.repeat(int(1, 30))}${phrase(1)}${'_'.repeat(int(0, 30))}`,
        () => `\\${pick(hostile)}`,
      ])(),
    )
    return parts.join(' ')
  }

  const codeBlock = (): string => {
    const fence = pick(['```', '````', '~~~'])
    const lang = pick([
      'ts',
      'tsx',
      'js',
      'bash',
      'json',
      'md',
      'diff',
      '',
      'nosuchlang',
      'ts {1,3-4}',
      'ts title="a.ts"',
      'ts [file.ts]',
      'tsx showLineNumbers',
      'ts twoslash',
    ])
    // Twoslash runs the TypeScript compiler: rare here, so the run stays quick, yet its hostile inputs are tried.
    const language = lang === 'ts twoslash' && !chance(0.05) ? 'ts' : lang
    const lines = Array.from({ length: int(0, 6) }, () =>
      pick([
        'const a = 1',
        'type X = { a: string }',
        '// [!code highlight]',
        '// [!code focus]',
        '// ^?',
        'import { atom } from "valdres"',
        phrase(),
        '```',
        '$`',
        '\t\tindented',
      ]),
    )
    return `${fence}${language}\n${lines.join('\n')}${chance(0.95) ? `\n${fence}` : ''}`
  }

  const list = (): string => {
    const depth = chance(0.03) ? int(95, 130) : int(1, 8)
    const marker = () => pick(['-', '*', '+', '1.', '2)', '- [ ]', '- [x]'])
    return Array.from({ length: depth }, (_, i) => `${'  '.repeat(chance(0.8) ? i : int(0, i))}${marker()} ${inline()}`).join('\n')
  }

  const quote = (): string => {
    const depth = chance(0.03) ? int(95, 130) : int(1, 5)
    return chance(0.5) ? `${'>'.repeat(depth)} ${inline()}` : Array.from({ length: depth }, (_, i) => `${'> '.repeat(i + 1)}${inline()}`).join('\n')
  }

  const directive = (): string => {
    const name = pick(['tip', 'note', 'info', 'warning', 'danger', 'success', 'details', 'steps', 'code-group', 'nosuch', ''])
    const label = chance(0.4) ? `[${phrase(2)}]` : ''
    const colons = ':'.repeat(int(3, 5))
    const body =
      name === 'code-group'
        ? Array.from({ length: int(0, 3) }, () => (chance(0.85) ? codeBlock() : inline())).join('\n\n')
        : Array.from({ length: int(1, 3) }, () => block(false)).join('\n\n')
    return `${colons}${name}${label}${chance(0.2) ? '{.x #y}' : ''}\n${body}\n${chance(0.9) ? colons : ''}`
  }

  const table = (): string => {
    const cols = int(1, 5)
    const row = () => `| ${Array.from({ length: int(1, cols + 1) }, () => (chance(0.2) ? '`a|b`' : phrase(2))).join(' | ')} |`
    return [
      row(),
      `|${Array.from({ length: cols }, () => pick([' --- ', ':---', '---:', ':-:', 'x'])).join('|')}|`,
      ...Array.from({ length: int(0, 4) }, row),
    ].join('\n')
  }

  // Half of the JSX is well formed (registry components), half is broken in the ways writers break it.
  const jsx = (): string =>
    chance(0.5)
      ? pick([
          () => `<Callout type="${pick(['tip', 'warning', 'note'])}">${inline()}</Callout>`,
          () => `<Steps>\n\n### ${phrase(2)}\n\n${inline()}\n\n</Steps>`,
          () => `<div className="x">\n\n${inline()}\n\n</div>`,
        ])()
      : pick([
          () => `<Callout type="${pick(['tip', 'warning', 'nosuch', ''])}">${inline()}</Callout>`,
          () => `<Steps>\n\n### ${phrase(2)}\n\n${inline()}\n\n</Steps>`,
          () => `<NoSuchComponent a="1" />`,
          () => `<div className="x">${inline()}`,
          () => `{1 + 1}`,
          () => `{`,
          () => `import x from './x'`,
          () => `export const a = 1`,
          () => `<>${phrase()}</>`,
          () => `<Callout>`,
          () => `</div>`,
          () => `<a href={"x"}>${phrase(1)}</a>`,
        ])()

  const block = (top: boolean, mdx = false): string =>
    pick([
      () =>
        `${'#'.repeat(int(1, 7))} ${chance(0.15) ? pick(['🎉', '!!!', '---', '…', '`code`', '']) : phrase()}${chance(0.1) ? ' [label]' : ''}${chance(0.1) ? ` {#${pick(['id', '', 'a b', '🎉'])}}` : ''}`,
      inline,
      inline,
      list,
      quote,
      codeBlock,
      directive,
      table,
      () =>
        pick([
          '---',
          '***',
          '___',
          '<!-- comment',
          '<!-- x -->',
          '<details><summary>x</summary>\n\nbody\n\n</details>',
          '<script>alert(1)</script>',
          '<style>body{}</style>',
          `[ref]: ${href()}`,
          `[^1]: ${inline()}`,
          '$$\nx^2\n$$',
        ]),
      () => (mdx && top ? jsx() : inline()),
      () => Array.from({ length: int(1, 40) }, () => String.fromCharCode(int(0, 0x2fff))).join(''),
    ])()

  // Mostly good frontmatter, so most pages reach the Markdown stages; one page in three tries a hostile one.
  const frontmatter = (): string => (chance(0.65) ? pick(['', `---\ntitle: ${phrase(3)}\ndescription: ${phrase(5)}\n---\n`]) : hostileFrontmatter())
  const hostileFrontmatter = (): string =>
    pick([
      () => '',
      () => `---\ntitle: ${phrase(3)}\ndescription: ${phrase(5)}\n---\n`,
      () =>
        `---\ntitle: "${phrase(2)}"\nlayout: ${pick(['docs', 'landing', 'minimal', 'blank', 'nosuch'])}\nshowOutline: ${pick(['true', 'false', '2', '9', '"yes"'])}\n---\n`,
      () => `---\ntitle: [${phrase(1)}\n---\n`,
      () => `---\ntitle: 12\nauthors: [a, b]\nsearchable: no\n---\n`,
      () =>
        `---\na: &a [x, x, x, x, x, x, x, x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]\nc: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]\nd: [*c, *c, *c, *c, *c, *c, *c, *c, *c]\n---\n`,
      () => `\ufeff---\ntitle: BOM\n---\n`,
      () => `---\ntitle: unterminated\n`,
      () => `---\n- a list\n- not a mapping\n---\n`,
      () => `---\ntitle: !!js/function "function () {}"\n---\n`,
      () => `---\ntitle: a\ntitle: b\n---\n`,
      () => `---\ncontent:\n  width: ${pick(['100%', '800', 'true'])}\n  nosuch: 1\n---\n`,
      () => `---\n${Array.from({ length: int(1, 50) }, (_, i) => `k${i}: ${phrase(1)}\n`).join('')}---\n`,
    ])()

  return Array.from({ length: count }, (_, index) => {
    const mdx = chance(0.3)
    const body = Array.from({ length: int(1, 14) }, () => block(true, mdx)).join(pick(['\n\n', '\n', '\r\n\r\n']))
    return { index, file: `/site/content/pages/fuzz/page-${index}.${mdx ? 'mdx' : 'md'}`, text: frontmatter() + body }
  })
}
