/**
 * Every route of the site in one table, so no screen spells a URL by hand.
 * `path` is the router pattern, `getHref` builds a link.
 */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  services: { path: '/service', getHref: () => '/service' },
  service: { path: '/service/:slug', getHref: (slug: string) => `/service/${encodeURIComponent(slug)}` },
  devices: { path: '/medical-device', getHref: () => '/medical-device' },
  device: { path: '/medical-device/:slug', getHref: (slug: string) => `/medical-device/${encodeURIComponent(slug)}` },
  promotions: { path: '/promotion', getHref: () => '/promotion' },
  promotion: { path: '/promotion/:slug', getHref: (slug: string) => `/promotion/${encodeURIComponent(slug)}` },
  about: { path: '/about', getHref: () => '/about' },
  contact: { path: '/contact', getHref: () => '/contact' },
  articles: { path: '/article', getHref: () => '/article' },
  article: { path: '/article/:slug', getHref: (slug: string) => `/article/${encodeURIComponent(slug)}` },
  careers: { path: '/career', getHref: () => '/career' },
  career: { path: '/career/:slug', getHref: (slug: string) => `/career/${encodeURIComponent(slug)}` },
  applicant: { path: '/applicant/:slug', getHref: (slug: string) => `/applicant/${encodeURIComponent(slug)}` },
  validation: { path: '/validation-document', getHref: () => '/validation-document' },
  partner: { path: '/partner', getHref: () => '/partner' },
  terms: { path: '/terms-conditions', getHref: () => '/terms-conditions' },
  faq: { path: '/faq', getHref: () => '/faq' },
  privacy: { path: '/privacy-policy-mobile', getHref: () => '/privacy-policy-mobile' },
  reservation: { path: '/reservation', getHref: () => '/reservation' },
} as const;
