// Types of the copy beside it: micromark's own `postprocess`, whose events it gives with less work (see its header).
export { postprocess } from 'micromark'
