import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize';

function parse(html: string) {
  const host = document.createElement('div');
  host.innerHTML = sanitizeHtml(html);
  return host;
}

describe('sanitizeHtml', () => {
  it('removes scripts, event handlers and javascript: links', () => {
    const host = parse(
      '<p onclick="alert(1)">Halo</p><img src="x" onerror="alert(1)"><script>alert(1)</script><a href="javascript:alert(1)">klik</a>',
    );
    expect(host.querySelector('script')).toBeNull();
    expect(host.querySelector('[onclick]')).toBeNull();
    expect(host.querySelector('img')?.hasAttribute('onerror')).toBe(false);
    expect(host.querySelector('a')?.getAttribute('href') ?? '').not.toMatch(/javascript/i);
    expect(host.textContent).toContain('Halo');
  });

  it('turns an oembed video into a YouTube embed frame built from the video id', () => {
    const host = parse('<figure class="media"><oembed url="https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=5"></oembed></figure>');
    const frame = host.querySelector('iframe');
    expect(frame?.getAttribute('src')).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ');
    expect(frame?.getAttribute('height')).toBe('500');
    expect(frame?.getAttribute('width')).toBe('100%');
    expect(host.querySelector('oembed')).toBeNull();
  });

  it('reads short and embed YouTube URLs and drops anything else', () => {
    expect(parse('<oembed url="https://youtu.be/dQw4w9WgXcQ"></oembed>').querySelector('iframe')?.src).toBe(
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
    );
    expect(parse('<oembed url="https://evil.example/watch?v=dQw4w9WgXcQ"></oembed>').querySelector('iframe')).toBeNull();
    expect(parse('<oembed url="javascript:alert(1)"></oembed>').innerHTML).toBe('');
  });

  it('drops foreign iframes', () => {
    const host = parse('<p>a</p><iframe src="https://evil.example/"></iframe><iframe src="https://www.youtube.com/embed/x"></iframe>');
    expect(host.querySelector('iframe')).toBeNull();
    expect(host.textContent).toBe('a');
  });

  it('adds rel="noopener noreferrer" to links that open a new tab', () => {
    const link = parse('<a href="https://example.com" target="_blank">x</a>').querySelector('a');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link?.getAttribute('target')).toBe('_blank');
  });

  it('returns an empty string for empty input', () => {
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml('')).toBe('');
  });
});
