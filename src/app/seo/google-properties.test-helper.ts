/**
 * The properties Google's structured-data documentation names for each type, as dotted paths
 * ('author.name'); `missingProperties` lists those an entity lacks (absent, null, '' or []).
 * A path through a list ('department.address') must hold for every item.
 */
export const GOOGLE = {
  // https://developers.google.com/search/docs/appearance/structured-data/article
  article: { required: [], recommended: ['headline', 'image', 'datePublished', 'author', 'author.name'] },
  // https://developers.google.com/search/docs/appearance/structured-data/product-snippet
  product: { required: ['name', 'offers'], recommended: ['image', 'description'] },
  aggregateOffer: { required: ['lowPrice', 'priceCurrency'], recommended: ['highPrice', 'offerCount'] },
  // https://developers.google.com/search/docs/appearance/structured-data/local-business
  localBusiness: { required: ['name', 'address'], recommended: ['telephone', 'url'] },
  // https://developers.google.com/search/docs/appearance/structured-data/organization
  organization: { required: [], recommended: ['name', 'url', 'logo', 'sameAs', 'telephone', 'email', 'description'] },
  // https://developers.google.com/search/docs/appearance/structured-data/breadcrumb
  breadcrumb: { required: ['itemListElement'], recommended: [] },
  listItem: { required: ['position', 'name', 'item'], recommended: [] },
} as const;

const empty = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && !value.length);

function holds(value: unknown, path: string[]): boolean {
  if (!path.length) return !empty(value);
  if (Array.isArray(value)) return value.length > 0 && value.every((item) => holds(item, path));
  if (typeof value !== 'object' || value === null) return false;
  const [head, ...rest] = path;
  return holds((value as Record<string, unknown>)[head!], rest);
}

export function missingProperties(entity: unknown, spec: { required: readonly string[]; recommended: readonly string[] }): string[] {
  return [...spec.required, ...spec.recommended].filter((path) => !holds(entity, path.split('.')));
}
