/**
 * The desktop account hover menu (spec 2.3) as data: 'View Profile'; 'Your List' with the user's
 * lists ('No name' when a list has no name) and 'Create a Your List'; 'Your Account' with its
 * links in the spec's order, 'Chat with Retailer' only when a chat platform is configured (spec 6),
 * and 'Sign Out' (which opens a logout confirmation).
 *
 * The link targets are the spec 2.1 routes of those pages. 'Location' goes to /store-directory
 * (spec 2.1 lists /find-a-dispensary and /store-directory as the store location pages; the app's
 * account page uses the second, so both menus agree).
 */
import type { WishlistItem } from '../domain/types.ts';
import { YOUR_LIST_PATH } from '../rules/navigation/paths.ts';
import { nonBlank } from '../rules/navigation/text.ts';

export const ACCOUNT_AND_LIST_LABEL = 'Account & List';
export const VIEW_PROFILE_LABEL = 'View Profile';
export const PROFILE_PATH = '/profile';
export const YOUR_LIST_HEADING = 'Your List';
export const YOUR_ACCOUNT_HEADING = 'Your Account';
export const CREATE_LIST_LABEL = 'Create a Your List';
export const UNNAMED_LIST_LABEL = 'No name';
export const SIGN_OUT_LABEL = 'Sign Out';
export const CHAT_WITH_RETAILER_LABEL = 'Chat with Retailer';

/** The logout confirmation (spec 2.3 names it, not its words: these are ours). */
export const SIGN_OUT_CONFIRM_TITLE = 'Sign Out';
export const SIGN_OUT_CONFIRM_TEXT = 'Are you sure you want to sign out?';
export const SIGN_OUT_CANCEL_LABEL = 'Cancel';

/** One entry of the menu: a link, or an action the app performs. */
export type AccountMenuItem = { kind: 'link'; label: string; href: string } | { kind: 'action'; label: string; action: AccountMenuAction };

export type AccountMenuAction = 'createList' | 'signOut';

export interface AccountMenuSection {
  /** The section heading; null for the first, unheaded entry ('View Profile'). */
  heading: string | null;
  items: AccountMenuItem[];
}

/** 'Your Account' links in the spec's order; `chat` marks the conditional one. */
export const yourAccountLinks = [
  { label: 'Your Order', href: '/your-order' },
  { label: 'Your List', href: YOUR_LIST_PATH },
  { label: CHAT_WITH_RETAILER_LABEL, href: '/chat-with-retailer', chat: true },
  { label: 'Keep Shopping For', href: '/keep-shopping-for' },
  { label: 'Blog', href: '/blog' },
  { label: 'Contact Us', href: '/contact' },
  { label: 'Location', href: '/store-directory' },
  { label: 'Request Your Information', href: '/account/request-your-information' },
  { label: 'Login & Security', href: '/account/login-and-security' },
  { label: 'Terms & Condition', href: '/terms-and-conditions' },
  { label: 'Privacy Policy', href: '/privacy-policy' },
  { label: 'Customer Support', href: '/customer-support' },
  { label: 'Close Your Account', href: '/account/close-your-account' },
] as const satisfies ReadonlyArray<{ label: string; href: string; chat?: boolean }>;

/** The 'Your Account' links shown: every one, 'Chat with Retailer' only when a chat platform is configured (spec 6). */
export function yourAccountLinksFor(hasChatPlatform: boolean): Array<{ label: string; href: string }> {
  return yourAccountLinks.filter((link) => !('chat' in link) || hasChatPlatform).map(({ label, href }) => ({ label, href }));
}

/** A list's name, or 'No name' when it has none. */
export function wishlistDisplayName(listName: string | null | undefined): string {
  return nonBlank(listName) ?? UNNAMED_LIST_LABEL;
}

/** '/your-list/{slug}'; undefined when the list has no slug. */
export function wishlistPath(slug: string | null | undefined): string | undefined {
  const value = nonBlank(slug);
  return value === undefined ? undefined : `${YOUR_LIST_PATH}/${encodeURIComponent(value)}`;
}

export interface AccountMenuInput {
  /** wishlistItems {slug, listName}: the user's lists (one entry per list; repeated slugs are shown once). */
  wishlists: readonly Partial<WishlistItem>[];
  /** hasChatPlatform(config). */
  hasChatPlatform: boolean;
}

export function accountMenuSections({ wishlists, hasChatPlatform }: AccountMenuInput): AccountMenuSection[] {
  const seen = new Set<string>();
  const lists = wishlists.flatMap((list): AccountMenuItem[] => {
    const href = wishlistPath(list.slug);
    if (href === undefined || seen.has(href)) return [];
    seen.add(href);
    return [{ kind: 'link', label: wishlistDisplayName(list.listName), href }];
  });
  const account = yourAccountLinksFor(hasChatPlatform).map((link): AccountMenuItem => ({ kind: 'link', ...link }));
  return [
    { heading: null, items: [{ kind: 'link', label: VIEW_PROFILE_LABEL, href: PROFILE_PATH }] },
    { heading: YOUR_LIST_HEADING, items: [...lists, { kind: 'action', label: CREATE_LIST_LABEL, action: 'createList' }] },
    { heading: YOUR_ACCOUNT_HEADING, items: [...account, { kind: 'action', label: SIGN_OUT_LABEL, action: 'signOut' }] },
  ];
}
