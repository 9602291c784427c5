// Page actions: "Ask in ChatGPT" names the page at the address the reader is on (the build wrote its canonical
// URL, which differs on a preview server, another host or `/a.html`). "Copy page for LLMs" copies the page's raw
// Markdown (its published .md file) and the "Ask in ChatGPT" label reads "Copied" for 1 s. The clipboard gets a
// ClipboardItem holding the pending fetch, so the write starts inside the click and the browser keeps the user
// activation while the file downloads.
import { COPY_FEEDBACK_MS } from './code-copy.ts'
import { guarded, reportOnce } from './report.ts'

async function markdownOf(url: string): Promise<string> {
  const response = await fetch(url)
  return response.ok ? response.text() : ''
}

function writeClipboard(url: string): Promise<void> {
  if (typeof ClipboardItem === 'function' && navigator.clipboard?.write) {
    const blob = markdownOf(url).then((text) => new Blob([text], { type: 'text/plain' }))
    return navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })])
  }
  return markdownOf(url).then((text) => navigator.clipboard.writeText(text))
}

/** Replaces the built page URL in the link's prompt (default or configured) with the address being read. */
export function promptForHere(link: HTMLAnchorElement, here: string): void {
  const built = link.dataset.pageUrl
  const url = new URL(link.href)
  const prompt = url.searchParams.get('q')
  if (!built || built === here || !prompt?.includes(built)) return
  url.searchParams.set('q', prompt.split(built).join(here))
  link.href = url.href
}

export function enhancePageActions(doc: Document): void {
  for (const link of doc.querySelectorAll<HTMLAnchorElement>('[data-ai-cta-link]')) promptForHere(link, location.origin + location.pathname)
  doc.addEventListener(
    'click',
    guarded((event: MouseEvent) => {
      const button = (event.target as Element).closest?.<HTMLElement>('[data-copy-page]')
      if (!button) return
      const cta = button.closest('[data-ai-cta]')
      const label = cta?.querySelector('.ai-cta-text')
      writeClipboard(button.dataset.markdownUrl ?? '').then(() => {
        button.closest<HTMLElement>('[popover]')?.hidePopover()
        if (!label) return
        label.textContent = 'Copied'
        button.setAttribute('data-copied', '')
        setTimeout(() => {
          label.textContent = 'Ask in ChatGPT'
          button.removeAttribute('data-copied')
        }, COPY_FEEDBACK_MS)
      }, reportOnce)
    }),
  )
}
