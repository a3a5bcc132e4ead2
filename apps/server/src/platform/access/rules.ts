import type { ProfileCode } from '../profiles/profiles.ts';

/**
 * The authorization rule every route declares where it is registered (ARCHITECTURE §5, §10).
 * - public:    anyone, signed in or not (login, captcha, health);
 * - login:     any signed-in user; the handler only touches the caller's own data;
 * - internal:  signed-in internal (INSIDE) users only;
 * - resource:  the caller's current responsibility holds this button resource code on some menu
 *              (administrators holding the admin flag pass too);
 * - menu:      the caller's current responsibility has this menu, or one of `orMenus` (a screen's own
 *              reads: the list of an administration screen is for those who hold the screen; a document
 *              both sides share is reached from the buyer's menu or the supplier portal's); administrators
 *              pass too;
 * - resourceUnlessProfileOff: as `resource`, but any signed-in user passes while the flag profile
 *              is 'N' (spec §6: attachment buttons are checked unless permission checking is off).
 * Data scope (which rows) is enforced by the scoped query helper, on top of these.
 */
export type AuthRule =
  | { kind: 'public' }
  | { kind: 'login' }
  | { kind: 'internal' }
  | { kind: 'resource'; resource: string }
  | { kind: 'menu'; menuCode: string; orMenus?: readonly string[] }
  | { kind: 'resourceUnlessProfileOff'; resource: string; profile: ProfileCode };

export const PUBLIC: AuthRule = { kind: 'public' };
export const LOGGED_IN: AuthRule = { kind: 'login' };
export const INTERNAL: AuthRule = { kind: 'internal' };
export const resource = (code: string): AuthRule => ({ kind: 'resource', resource: code });
export const menu = (menuCode: string, ...orMenus: string[]): AuthRule =>
  orMenus.length ? { kind: 'menu', menuCode, orMenus } : { kind: 'menu', menuCode };
export const resourceUnlessProfileOff = (code: string, profile: ProfileCode): AuthRule => ({
  kind: 'resourceUnlessProfileOff',
  resource: code,
  profile,
});

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Every route must set it; a route without it is refused at request time and fails the routes test. */
    auth?: AuthRule;
  }
}
