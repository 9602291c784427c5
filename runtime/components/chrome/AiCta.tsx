// Page actions: "Ask in ChatGPT" (a plain link whose prompt is already in the HTML, naming the page's address;
// the runtime puts in the address the reader is on) and a menu with "Copy page for LLMs" (the runtime fetches the
// page's Markdown and copies it) and a no-script "View as Markdown" link.
import { ChatGptIcon, ChevronDownIcon, CopyIcon, FileIcon } from '../icons.tsx'
import { PopoverButton } from './PopoverButton.tsx'

export const PAGE_ACTIONS_ID = 'page-actions-menu'

export function AiCta({ href, pageUrl, markdownUrl }: { href: string; pageUrl?: string; markdownUrl: string }) {
  return (
    <div className="ai-cta" data-ai-cta="">
      <a className="ai-cta-link" href={href} target="_blank" rel="noopener noreferrer" data-ai-cta-link="" data-page-url={pageUrl}>
        <ChatGptIcon width={16} height={16} />
        <span className="ai-cta-text">Ask in ChatGPT</span>
      </a>
      <PopoverButton target={PAGE_ACTIONS_ID} className="ai-cta-more" aria-label="More page actions" data-page-actions-trigger="">
        <ChevronDownIcon />
      </PopoverButton>
      <div id={PAGE_ACTIONS_ID} className="ai-cta-menu popover-panel" popover="auto">
        <button type="button" className="ai-cta-action" data-copy-page="" data-markdown-url={markdownUrl}>
          <CopyIcon />
          <span>Copy page for LLMs</span>
        </button>
        <a className="ai-cta-action" href={markdownUrl} data-markdown-link="">
          <FileIcon />
          <span>View as Markdown</span>
        </a>
      </div>
    </div>
  )
}
