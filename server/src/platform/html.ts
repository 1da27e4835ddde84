/** Text into HTML (an e-mail's HTML part, the plain pages the mail links open): no markup gets through. */
export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
