import DOMPurify, { type Config } from 'dompurify';
import { safeHref } from '../rules/navigation/index.ts';

/**
 * CMS HTML cleaning (footer subtext, search highlights, popup descriptions…). DOMPurify removes
 * scripts, event handlers and dangerous URLs; on top of that:
 * - every href goes through the navigation rules' `safeHref` (refused → the href is removed);
 * - absolute http(s) links open in a new tab with rel="noopener noreferrer", others never do;
 * - inline styles, <style>, forms and embeds are dropped (the theme owns the look).
 */
const CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: [
    'style',
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'option',
    'iframe',
    'object',
    'embed',
    'frame',
    'frameset',
    'base',
    'meta',
    'link',
  ],
  FORBID_ATTR: ['style', 'srcdoc', 'formaction', 'ping'],
  ADD_ATTR: ['target'],
};

type Purifier = ReturnType<typeof DOMPurify>;
let purifier: Purifier | null = null;
/** The server's DOM (jsdom), given by the server entry: without one, the server renders no CMS HTML. */
type PurifierWindow = Parameters<typeof DOMPurify>[0];
let serverWindow: PurifierWindow | null = null;

/**
 * Gives the sanitiser a DOM where there is no `window` (the server renderer passes a jsdom window,
 * whose HTML parser follows the standard, as the browser's does), so CMS HTML is in the server's
 * HTML and hydrates to the same markup.
 */
export function provideSanitizerWindow(win: PurifierWindow): void {
  serverWindow = win;
  purifier = null;
}

function getPurifier(): Purifier | null {
  if (purifier) return purifier;
  const win: PurifierWindow | null = typeof window === 'undefined' ? serverWindow : window;
  if (!win) return null;
  // A private instance, so this hook does not leak into other DOMPurify users.
  const instance = DOMPurify(win);
  const ElementOfWindow = (win as { Element: typeof Element }).Element;
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (!(node instanceof ElementOfWindow) || !node.hasAttribute('href')) return;
    const href = safeHref(node.getAttribute('href'), null);
    if (href === null) {
      node.removeAttribute('href');
      node.removeAttribute('target');
      return;
    }
    node.setAttribute('href', href);
    if (/^https?:/i.test(href)) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    } else {
      node.removeAttribute('target');
    }
  });
  purifier = instance;
  return purifier;
}

/** Clean HTML for dangerouslySetInnerHTML; '' for anything that is not a string (or without a DOM). */
export function sanitizeHtml(html: unknown): string {
  if (typeof html !== 'string' || html.trim() === '') return '';
  const instance = getPurifier();
  if (!instance) return '';
  return instance.sanitize(html, { ...CONFIG, RETURN_TRUSTED_TYPE: false }) as string;
}
