// Text made safe for HTML: content and attribute values, and prose whose `code spans` are shown as code.

/** Escapes text for HTML content and attribute values. */
export function htmlEscape(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Escaped text with its `backtick spans` (as rule messages and fixes write them) shown as code. */
export function prose(text: string): string {
  return htmlEscape(text).replace(/`([^`\n]+)`/g, '<code>$1</code>');
}
