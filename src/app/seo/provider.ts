import type { Branch, Contact } from '@/api/site/site.schemas';
import { BRAND_NAME } from '@/lib/brand';
import { isWebUrl, safeUrl } from '@/lib/safe-url';
import { DEFAULT_SHARE_IMAGE, LOGO_IMAGE } from './images';
import { absoluteWebUrl, SCHEMA_ORG, type JsonLd } from './json-ld';

// An Indonesian address ends with its five-digit postal code: 'Jl. …, Jakarta Selatan 12820'.
const TRAILING_POSTAL_CODE = /[\s,]*\b(\d{5})$/;

/** The API gives free text: only the postal code is split out, without guessing. */
export function postalAddress(text: string) {
  const line = text.trim().replace(/[\s,]+$/, '');
  const postal = line.match(TRAILING_POSTAL_CODE);
  return {
    '@type': 'PostalAddress',
    streetAddress: postal ? line.slice(0, postal.index) : line,
    postalCode: postal?.[1],
    addressCountry: 'ID',
  };
}

function telephoneOf(contact: Contact | null): string | undefined {
  for (const entry of [contact?.call_center, contact?.whatsapp]) {
    const link = safeUrl(entry?.link);
    if (link && /^tel:/i.test(link)) return decodeURIComponent(link.slice(4));
    const shown = entry?.title?.trim();
    if (shown) return shown;
  }
  return undefined;
}

function emailOf(contact: Contact | null): string | undefined {
  const link = safeUrl(contact?.email?.link);
  if (link && /^mailto:/i.test(link)) return decodeURIComponent(link.slice(7).split('?')[0] ?? '') || undefined;
  return contact?.email?.title?.trim() || undefined;
}

function profilesOf(contact: Contact | null): string[] {
  return [contact?.instagram, contact?.facebook, contact?.tiktok]
    .map((entry) => safeUrl(entry?.link))
    .filter((link): link is string => link !== null && isWebUrl(link));
}

interface ProviderInput {
  contact: Contact | null;
  branches: Branch[];
  description: string;
  site: string;
}

/** MedicalBusiness with each branch a `department`; with no branch address, a MedicalOrganization. */
export function providerJsonLd({ contact, branches, description, site }: ProviderInput): JsonLd {
  const located = branches.filter((branch) => branch.address?.trim());
  const departments = located.map((branch) => ({
    '@type': 'MedicalBusiness',
    name: branch.title.trim(),
    address: postalAddress(branch.address!),
    hasMap: absoluteWebUrl(safeUrl(branch.url), site) ?? undefined,
  }));
  const profiles = profilesOf(contact);
  return {
    '@context': SCHEMA_ORG,
    '@type': departments.length ? 'MedicalBusiness' : 'MedicalOrganization',
    '@id': `${site}/#organization`,
    name: BRAND_NAME,
    url: `${site}/`,
    description,
    logo: `${site}${LOGO_IMAGE.path}`,
    image: `${site}${DEFAULT_SHARE_IMAGE.path}`,
    telephone: telephoneOf(contact),
    email: emailOf(contact),
    sameAs: profiles.length ? profiles : undefined,
    address: departments[0]?.address,
    department: departments.length ? departments : undefined,
  };
}
