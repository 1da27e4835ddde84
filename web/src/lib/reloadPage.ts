/** Full page reload; its own module so tests can replace it (jsdom cannot navigate). */
export function reloadPage(): void {
  window.location.reload();
}
