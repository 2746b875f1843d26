import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';
import type { DomWindow } from './dom-window';
import { PARSE_PROBE, parserFor } from './parsing-window';
import { youtubeEmbedUrl, youtubeVideoId } from './youtube';
import { filterStyle } from './sanitize-style';

export const VIDEO_FRAME_HEIGHT = 500;

const HTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';

// Any other target (a named window, '_blank' in any case) would get a handle on this page (window.opener).
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

// Set once per sanitizer: given to each call, DOMPurify copies its allowlists every time.
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

/** SETTINGS ask for a fragment (the types know only the per-call form). */
function sanitizedInto(made: Purifier, html: string): HTMLDivElement {
  const fragment = made.sanitize(html) as unknown as DocumentFragment;
  const container = fragment.ownerDocument.createElement('div');
  container.append(fragment);
  return container;
}

/** In the page's window, or a removed frame's for markup that may hold handlers (lib/parsing-window.ts). */
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

/** An <a> without href is no link (crawlers report it): it becomes its content, unless an id or name makes it a fragment target. */
function unwrapDeadLinks(container: Element) {
  for (const link of Array.from(container.getElementsByTagName('a'))) {
    if (link.namespaceURI !== HTML_NAMESPACE || ['href', 'id', 'name'].some((name) => link.hasAttribute(name))) continue;
    link.replaceWith(...Array.from(link.childNodes));
  }
}

// A record's HTML comes back in many answers (its list, its detail, the related records of
// others): each text is sanitized once, the oldest forgotten first.
const sanitized = new Map<string, string>();
const REMEMBERED = 1000;

/** Scripts, handlers and javascript: URLs go; styles keep text-level declarations; embeds are rebuilt. */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  const known = sanitized.get(html);
  if (known !== undefined) return known;
  const clean = sanitizeOnce(html);
  if (sanitized.size >= REMEMBERED) sanitized.delete(sanitized.keys().next().value!);
  sanitized.set(html, clean);
  return clean;
}

function sanitizeOnce(html: string): string {
  const container = sanitizedInto(purify(html), html);
  const doc = container.ownerDocument;
  // By tag name, not selector: in jsdom each selector query on a new document leaks window listeners.
  for (const embed of Array.from(container.getElementsByTagName('oembed'))) {
    const videoId = youtubeVideoId(embed.getAttribute('url'));
    if (videoId) embed.replaceWith(videoFrame(doc, videoId));
    else embed.remove();
  }
  unwrapDeadLinks(container);
  return container.innerHTML;
}
