export function shareLinks(url: string, title: string) {
  const u = encodeURIComponent(url);
  return [
    { label: 'WhatsApp', href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}` },
    { label: 'Telegram', href: `https://t.me/share/url?url=${u}&text=${encodeURIComponent(title)}` },
    { label: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { label: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
  ] as const;
}

export const COPIED_NOTICE_MS = 2000;
