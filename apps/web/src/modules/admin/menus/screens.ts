import { findScreen, registeredScreens } from '../../../app/screens/registry.ts';

/** The htmlUrls the web app has a screen for, sorted (the choices of the htmlUrl field). */
export function knownScreens(): string[] {
  return [...new Set(registeredScreens())].sort((a, b) => a.localeCompare(b));
}

/**
 * Whether a menu's htmlUrl opens a real screen: a registered name (or `:param` pattern), or an
 * external http(s) address (opened in the iframe box). Anything else opens "not yet available".
 */
export function opensScreen(htmlUrl: string | null | undefined): boolean {
  const url = htmlUrl?.trim();
  if (!url) return false;
  if (/^https?:\/\//i.test(url)) return true;
  return findScreen(url) != null;
}
