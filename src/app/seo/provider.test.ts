// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { branches, contact } from '@mocks/data/site';
import { BranchSchema, ContactSchema } from '@/api/site/site.schemas';
import { BRAND_NAME } from '@/lib/brand';
import { GOOGLE, missingProperties } from './google-properties.test-helper';
import { postalAddress, providerJsonLd } from './provider';

const site = 'https://rawatin.example';
const input = {
  contact: ContactSchema.parse(contact),
  branches: branches.map((branch) => BranchSchema.parse(branch)),
  description: 'Layanan kesehatan homecare.',
  site,
};

describe('providerJsonLd', () => {
  it("is a MedicalBusiness with what Google's LocalBusiness and Organization documentation asks for", () => {
    const entity = providerJsonLd(input);
    expect(entity['@type']).toBe('MedicalBusiness');
    expect(missingProperties(entity, GOOGLE.localBusiness)).toEqual([]);
    expect(missingProperties(entity, GOOGLE.organization)).toEqual([]);
    expect(missingProperties(entity.department, GOOGLE.localBusiness)).toEqual(['telephone', 'url']);
    expect(entity).toMatchObject({
      '@id': `${site}/#organization`,
      name: BRAND_NAME,
      url: `${site}/`,
      logo: `${site}/logo-512.png`,
      image: `${site}/og-default.png`,
      telephone: '+622150917788',
      email: 'halo@rawatin.co.id',
      sameAs: ['https://www.instagram.com/rawatin.id', 'https://www.facebook.com/rawatin.id', 'https://www.tiktok.com/@rawatin.id'],
    });
  });

  it('gives each branch as a department with its address, the first standing for the business', () => {
    const entity = providerJsonLd(input);
    const department = entity.department as { name: string; address: unknown; hasMap: string }[];
    expect(department.map((branch) => branch.name)).toEqual(branches.map((branch) => branch.title));
    expect(department[0]).toEqual({
      '@type': 'MedicalBusiness',
      name: 'Rawatin Jakarta Selatan',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Jl. Tebet Raya No. 45, Tebet, Jakarta Selatan',
        postalCode: '12820',
        addressCountry: 'ID',
      },
      hasMap: branches[0]!.url,
    });
    expect(entity.address).toEqual(department[0]!.address);
  });

  it('leaves out unsafe and missing links', () => {
    const entity = providerJsonLd({
      ...input,
      contact: { ...input.contact, instagram: { title: 'x', link: 'javascript:alert(1)' }, tiktok: null, facebook: null },
      branches: [{ title: 'Cabang', address: 'Jl. Mawar 1', url: 'javascript:alert(1)' }],
    });
    expect(entity.sameAs).toBeUndefined();
    expect((entity.department as { hasMap?: string }[])[0]!.hasMap).toBeUndefined();
  });

  it('is a MedicalOrganization, which needs no address, when no branch has one', () => {
    const entity = providerJsonLd({ ...input, contact: null, branches: [{ title: 'Cabang', address: null, url: null }] });
    expect(entity['@type']).toBe('MedicalOrganization');
    expect(entity.address).toBeUndefined();
    expect(entity.department).toBeUndefined();
    expect(entity.telephone).toBeUndefined();
  });
});

describe('postalAddress', () => {
  it('splits off only the trailing postal code', () => {
    expect(postalAddress('Jl. Buah Batu No. 118, Lengkong, Kota Bandung 40264 ')).toMatchObject({
      streetAddress: 'Jl. Buah Batu No. 118, Lengkong, Kota Bandung',
      postalCode: '40264',
    });
    expect(postalAddress('Ruko Blok A No. 12345B')).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Ruko Blok A No. 12345B',
      postalCode: undefined,
      addressCountry: 'ID',
    });
  });
});
