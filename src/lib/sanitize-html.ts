import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';
import type { DomWindow } from './dom-window';
import { PARSE_PROBE, parserFor } from './parsing-window';
import { youtubeEmbedUrl, youtubeVideoId } from './youtube';
import { filterStyle } from './sanitize-style';

/** Height of an embedded video frame. */
export const VIDEO_FRAME_HEIGHT = 500;

const HTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';

// Only these targets keep the link in this window; anything else (a named window, '_blank'
// in any case) opens one that would otherwise get a handle on this page (window.opener).
const SAME_WINDOW_TARGETS = new Set(['', '_self', '_parent', '_top']);

function guardTarget(node: Element) {
  const target = node.getAttribute('target');
  if (target === null || SAME_WINDOW_TARGETS.has(target.toLowerCase())) return;
  const name = node.nodeName.toLowerCase();
  if (node.namespaceURI !== HTML_NAMESPACE || (name !== 'a' && name !== 'area')) {
    // No rel to lean on (an SVG link): the link stays, in this window.
    node.removeAttribute('target');
    return;
  }
  const rel = (node.getAttribute('rel') ?? '').toLowerCase().split(/\s+/);
  const kept = rel.filter((token) => token && token !== 'opener' && token !== 'noopener' && token !== 'noreferrer');
  node.setAttribute('rel', [...kept, 'noopener', 'noreferrer'].join(' '));
}

function guardNode(node: Element) {
  guardTarget(node);
  // A style may say how text reads, never where a box sits or how large it is (sanitize-style.ts).
  const style = node.getAttribute('style');
  if (style !== null) {
    const kept = filterStyle(style);
    if (kept) node.setAttribute('style', kept);
    else node.removeAttribute('style');
  }
  // An image the editor left without a description is decorative to a screen reader.
  if (node.nodeName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
}

// Set once per sanitizer (setConfig): given to each call instead, DOMPurify parses them again
// every time, copying its lists of allowed tags and attributes.
const SETTINGS: Config = {
  ADD_TAGS: ['oembed'],
  ADD_ATTR: ['url', 'target'],
  FORBID_TAGS: ['iframe', 'style', 'form', 'input', 'button', 'textarea', 'select'],
  RETURN_DOM_FRAGMENT: true,
  // No Trusted Types here; DOMPurify's own policy cannot be made in a removed frame's window.
  TRUSTED_TYPES_POLICY: null,
};

function purifierIn(win: DomWindow): Purifier {
  const made = DOMPurify(win);
  made.setConfig(SETTINGS);
  made.addHook('afterSanitizeAttributes', guardNode);
  return made;
}

/**
 * Sanitizes with SETTINGS, which ask for a fragment (the types know only the per-call form), and
 * puts the result in a detached <div> of the sanitizer's document.
 */
function sanitizedInto(made: Purifier, html: string): HTMLDivElement {
  const fragment = made.sanitize(html) as unknown as DocumentFragment;
  const container = fragment.ownerDocument.createElement('div');
  container.append(fragment);
  return container;
}

/**
 * The sanitizer for `html`: one in the page's window, and one where parsing reports nothing to the
 * page's policy, for markup that may hold event handlers (lib/parsing-window.ts); at build time,
 * both in the window the prerender lends.
 */
const purify = parserFor(purifierIn, (made) => sanitizedInto(made, PARSE_PROBE).innerHTML === PARSE_PROBE);

function videoFrame(doc: Document, videoId: string): HTMLIFrameElement {
  const frame = doc.createElement('iframe');
  // Attributes, not properties: the prerender's DOM (jsdom) reflects only some of them.
  const attributes = {
    src: youtubeEmbedUrl(videoId),
    title: 'Video YouTube',
    width: '100%',
    height: String(VIDEO_FRAME_HEIGHT),
    loading: 'lazy',
    referrerpolicy: 'strict-origin-when-cross-origin',
    allow: 'accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture',
    allowfullscreen: '',
    frameborder: '0',
    'data-video': '',
  };
  for (const [name, value] of Object.entries(attributes)) frame.setAttribute(name, value);
  return frame;
}

/**
 * An <a> without href (its URL was unsafe and removed, or it never had one) is no link for a
 * visitor nor a crawler, which reports it as one it cannot follow: it becomes its content, markup
 * included. One with an id or a name stays, as the place in the text that a fragment link names.
 */
function unwrapDeadLinks(container: Element) {
  for (const link of Array.from(container.getElementsByTagName('a'))) {
    if (link.namespaceURI !== HTML_NAMESPACE || ['href', 'id', 'name'].some((name) => link.hasAttribute(name))) continue;
    link.replaceWith(...Array.from(link.childNodes));
  }
}

/**
 * Sanitizes an HTML field of the API. Scripts, event handlers and javascript: URLs go, and a
 * link left with nowhere to go becomes its text; styles keep only text-level declarations; links to another window get rel="noopener
 * noreferrer"; images without alt get an empty one;
 * `<oembed url>` video tags become YouTube embed frames rebuilt from the parsed video id;
 * any iframe of the source is dropped (never a copied src).
 */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  const container = sanitizedInto(purify(html), html);
  const doc = container.ownerDocument;
  // Elements are found by tag name, not by selector: in the prerender's DOM (jsdom) every
  // selector query on a new document (and each sanitizing makes one) registers listeners on the
  // window that are never removed, and each page's sanitizing gets slower than the last.
  for (const embed of Array.from(container.getElementsByTagName('oembed'))) {
    const videoId = youtubeVideoId(embed.getAttribute('url'));
    if (videoId) embed.replaceWith(videoFrame(doc, videoId));
    else embed.remove();
  }
  unwrapDeadLinks(container);
  return container.innerHTML;
}
