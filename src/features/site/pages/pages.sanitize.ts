import type SanitizeHtml from 'sanitize-html';
import { sanitizeHtml } from '../../../platform/lazy-require';

// Page bodies come from the admin's rich-text editor: keep formatting, links and images; drop
// scripts, styles, event handlers, frames and any URL scheme other than http(s), mailto and tel.
const options = (): SanitizeHtml.IOptions => ({
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'h1', 'h2', 'figure', 'figcaption', 'span', 'u', 's'],
  allowedAttributes: {
    a: ['href', 'name', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start', 'type'],
    '*': ['class', 'id', 'dir', 'lang'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: {
    // a link that opens a new tab must not hand the opener to the other site
    a: (tagName, attribs) =>
      attribs.target === '_blank' ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } } : { tagName, attribs },
  },
});
let cachedOptions: SanitizeHtml.IOptions | undefined;

export function sanitizePageBody(html: string) {
  return sanitizeHtml(html, (cachedOptions ??= options()));
}
