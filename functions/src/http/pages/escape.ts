// The one HTML escaper every page uses. It covers text nodes and quoted attribute values alike
// (both quote kinds), so a caller never needs to know which context a value lands in.

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  return String(value).replace(/[&<>"']/g, (ch) => ENTITIES[ch] ?? ch);
}
