// Lets an enhancer that binds to elements inside the page content bind again when that content is replaced in place
// (see contract/content.ts), so a live edit keeps links, type popups and the outline spy working without a reload.
import { CONTENT_REPLACED_EVENT } from '../contract/content.ts'
import { guarded } from './report.ts'

export function onContentReplaced(doc: Document, rebind: (content: Element) => void): void {
  doc.addEventListener(
    CONTENT_REPLACED_EVENT,
    guarded((event: Event) => {
      const content = (event as CustomEvent<unknown>).detail
      if (content instanceof Element) rebind(content)
    }),
  )
}
