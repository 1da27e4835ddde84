// Chat and profile editing are full-screen tasks with their own back button.
const TAB_BAR_HIDDEN_PREFIXES = ['/app/chat/', '/app/edit-profile'];

export function isTabBarVisible(pathname: string): boolean {
  return !TAB_BAR_HIDDEN_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}
