import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { popularArticles } from '@mocks/data/articles';
import { renderApp } from '@/test/render-app';

beforeAll(() => import('./article-list.route'), 30_000);

describe('popular articles', () => {
  it("loads the first card's image at once and first, the page's largest paint; the others lazily", async () => {
    renderApp('/article');
    const region = await screen.findByRole('region', { name: 'Artikel Populer' });
    await waitFor(() => expect(within(region).getAllByRole('link')[0]).toHaveTextContent(popularArticles[0]!.article_title));
    const images = Array.from(region.querySelectorAll('img'));
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    expect(images.length).toBeGreaterThan(1);
    for (const image of images.slice(1)) expect(image).toHaveAttribute('loading', 'lazy');
  });
});
