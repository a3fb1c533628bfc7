/**
 * Text made safe for markup written as a string: HTML or XML text, and attribute values in
 * either quote. The same five escapes as GLib's `g_markup_escape_text`, so Pango's markup
 * (the Open Graph image's text) reads them too.
 */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
}
