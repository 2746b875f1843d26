/**
 * Links in API HTML and what the sanitizer makes of them, exactly: the same table runs in the
 * browser's DOM (sanitize.dom.test.ts) and in the prerender's jsdom window (sanitize.test.ts),
 * so a prerendered page and the page the browser hydrates read the same HTML.
 */
export const LINK_CASES: { name: string; html: string; sanitized: string }[] = [
  // A link whose URL the sanitizer removes leads nowhere: it becomes its text, with its own
  // markup, rather than an <a> without href, which crawlers report as a link they cannot follow.
  {
    name: 'javascript:',
    html: '<p>Lihat <a href="javascript:alert(1)">syarat <strong>lengkap</strong></a> kami.</p>',
    sanitized: '<p>Lihat syarat <strong>lengkap</strong> kami.</p>',
  },
  {
    name: 'data:',
    html: '<p><a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">Unduh <em>brosur</em></a></p>',
    sanitized: '<p>Unduh <em>brosur</em></p>',
  },
  {
    name: 'vbscript:',
    html: '<p><a href="vbscript:msgbox(1)">Klik <b>di sini</b> <span style="color: red">ya</span></a></p>',
    sanitized: '<p>Klik <b>di sini</b> <span style="color: red">ya</span></p>',
  },
  {
    name: 'a scheme in mixed case',
    html: '<a href="JaVaScRiPt:alert(1)">Promo</a>',
    sanitized: 'Promo',
  },
  {
    name: 'a scheme behind leading whitespace',
    html: '<a href="  \n javascript:alert(1)">Promo</a>',
    sanitized: 'Promo',
  },
  {
    name: 'a tab inside the scheme, as an entity',
    html: '<a href="java&#x09;script:alert(1)">Promo <i>hari ini</i></a>',
    sanitized: 'Promo <i>hari ini</i>',
  },
  {
    name: 'a newline inside the scheme, as an entity',
    html: '<a href="java&#10;script:alert(1)">Promo</a>',
    sanitized: 'Promo',
  },
  {
    name: 'the scheme spelled in entities',
    html: '<a href="&#106;&#x61;vascript&colon;alert(1)">Promo</a>',
    sanitized: 'Promo',
  },
  {
    name: 'a leading space as an entity',
    html: '<a href="&#x20;javascript:alert(1)">Promo</a>',
    sanitized: 'Promo',
  },
  {
    name: 'an unsafe link aimed at another window',
    html: '<p>A <a href="javascript:alert(1)" target="_blank" rel="opener">b</a> c</p>',
    sanitized: '<p>A b c</p>',
  },
  {
    name: 'an unsafe link inside a list item, beside a safe one',
    html: '<ul><li><a href="vbscript:x">Satu</a> dan <a href="/faq">Dua</a></li></ul>',
    sanitized: '<ul><li>Satu dan <a href="/faq">Dua</a></li></ul>',
  },
  {
    name: 'a link with no URL at all',
    html: '<p><a>Tanpa tujuan</a></p>',
    sanitized: '<p>Tanpa tujuan</p>',
  },
  // Safe links stay exactly as written.
  { name: 'https', html: '<a href="https://example.com/a?b=1#c">Situs</a>', sanitized: '<a href="https://example.com/a?b=1#c">Situs</a>' },
  { name: 'http', html: '<a href="http://example.com/">Situs</a>', sanitized: '<a href="http://example.com/">Situs</a>' },
  {
    name: 'mailto',
    html: '<a href="mailto:halo@rawatin.example">Surel <b>kami</b></a>',
    sanitized: '<a href="mailto:halo@rawatin.example">Surel <b>kami</b></a>',
  },
  { name: 'tel', html: '<a href="tel:+6281100000000">Telepon</a>', sanitized: '<a href="tel:+6281100000000">Telepon</a>' },
  { name: 'a root-relative path', html: '<a href="/terms-conditions">Syarat</a>', sanitized: '<a href="/terms-conditions">Syarat</a>' },
  { name: 'a relative path', html: '<a href="../article">Artikel</a>', sanitized: '<a href="../article">Artikel</a>' },
  { name: 'a fragment', html: '<a href="#biaya">Biaya</a>', sanitized: '<a href="#biaya">Biaya</a>' },
  {
    name: 'a safe link aimed at another window',
    html: '<a href="https://example.com" target="_blank">Situs</a>',
    sanitized: '<a href="https://example.com" target="_blank" rel="noopener noreferrer">Situs</a>',
  },
  // An anchor that names a place in the text is a target, not a link: it stays.
  { name: 'an anchor with an id', html: '<a id="biaya">Biaya</a>', sanitized: '<a id="biaya">Biaya</a>' },
  {
    name: 'an anchor with a name whose URL went',
    html: '<a name="biaya" href="javascript:alert(1)">Biaya</a>',
    sanitized: '<a name="biaya">Biaya</a>',
  },
];
