import DOMPurify from 'dompurify';
import { youtubeEmbedUrl, youtubeVideoId } from '@/lib/youtube';

/** Height of an embedded video frame (spec section 9). */
export const VIDEO_FRAME_HEIGHT = 500;

const purify = DOMPurify(window);

// Links that open a new tab must not hand the opened page a handle on this one.
purify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

function videoFrame(doc: Document, videoId: string): HTMLIFrameElement {
  const frame = doc.createElement('iframe');
  frame.src = youtubeEmbedUrl(videoId);
  frame.title = 'Video YouTube';
  frame.width = '100%';
  frame.height = String(VIDEO_FRAME_HEIGHT);
  frame.loading = 'lazy';
  frame.referrerPolicy = 'strict-origin-when-cross-origin';
  frame.allow = 'accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture';
  frame.allowFullscreen = true;
  frame.setAttribute('frameborder', '0');
  frame.setAttribute('data-video', '');
  return frame;
}

/**
 * Sanitizes an HTML field of the API. Scripts, event handlers and javascript: URLs go;
 * `<oembed url>` video tags become YouTube embed frames rebuilt from the parsed video id;
 * any iframe of the source is dropped (never a copied src).
 */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  const fragment = purify.sanitize(html, {
    ADD_TAGS: ['oembed'],
    ADD_ATTR: ['url', 'target'],
    FORBID_TAGS: ['iframe', 'style', 'form', 'input', 'button', 'textarea', 'select'],
    RETURN_DOM_FRAGMENT: true,
  });
  const doc = fragment.ownerDocument;
  for (const embed of Array.from(fragment.querySelectorAll('oembed'))) {
    const videoId = youtubeVideoId(embed.getAttribute('url'));
    if (videoId) embed.replaceWith(videoFrame(doc, videoId));
    else embed.remove();
  }
  const container = doc.createElement('div');
  container.append(fragment);
  return container.innerHTML;
}
