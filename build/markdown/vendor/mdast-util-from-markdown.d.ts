// Types of the copy beside it: the package's own, since it is that package's code with one change in how it calls
// handlers (see the copy's header).
export { fromMarkdown } from 'mdast-util-from-markdown'
