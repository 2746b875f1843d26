import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { helpCentrePhone, hrEmail } from '@/lib/config';
import { renderApp } from '@/test/render-app';
import { recordRequests } from '@/test/requests';

// Calls of the shared frame (page head and footer), made on every page.
const FRAME_CALLS = ['/seo', '/contact', '/services', '/branch'];
// The first render waits for the lazy screen module, slow on a busy machine.
const FIRST_RENDER = { timeout: 5000 };

describe('privacy policy', () => {
  it('shows the sections A to H in order', async () => {
    renderApp('/privacy-policy-mobile');
    expect(await screen.findByRole('heading', { level: 2, name: 'A. Pendahuluan' }, FIRST_RENDER)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Kebijakan Privasi' })).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    expect(main.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'A. Pendahuluan',
      'B. Informasi yang Kami Kumpulkan',
      'C. Tujuan Penggunaan Informasi',
      'D. Pengungkapan kepada Pihak Ketiga',
      'E. Keamanan Data',
      'F. Perubahan Kebijakan',
      'G. Hubungi Kami',
      'H. Tanggal Berlaku',
    ]);
  });

  it('gives the HR e-mail and the help-centre number as links', async () => {
    renderApp('/privacy-policy-mobile');
    const contact = await screen.findByRole('region', { name: 'G. Hubungi Kami' }, FIRST_RENDER);
    expect(within(contact).getByRole('link', { name: hrEmail })).toHaveAttribute('href', `mailto:${hrEmail}`);
    expect(within(contact).getByRole('link', { name: helpCentrePhone })).toHaveAttribute(
      'href',
      `tel:${helpCentrePhone.replace(/\D/g, '')}`,
    );
  });

  it("is in force from '1 Agustus 2023'", async () => {
    renderApp('/privacy-policy-mobile');
    const effective = await screen.findByRole('region', { name: 'H. Tanggal Berlaku' }, FIRST_RENDER);
    expect(within(effective).getByText(/Kebijakan ini berlaku sejak/)).toHaveTextContent(
      'Kebijakan ini berlaku sejak 1 Agustus 2023.',
    );
  });

  it('calls no API of its own', async () => {
    const requests = recordRequests();
    renderApp('/privacy-policy-mobile');
    await screen.findByRole('heading', { level: 1, name: 'Kebijakan Privasi' }, FIRST_RENDER);
    await screen.findByRole('link', { name: 'Perawat' }, FIRST_RENDER);
    const paths = requests.all.map((r) => r.url.pathname.replace(/^.*?\/api/, ''));
    expect(paths.filter((path) => !FRAME_CALLS.includes(path))).toEqual([]);
  });
});
