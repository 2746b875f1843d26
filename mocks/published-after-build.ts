import { http, HttpResponse } from 'msw';
import { api } from './api-url';
import { articles } from './data/articles';

/**
 * An article published after the build: the browser's demo API answers it, the build's
 * (msw/node) never listed it, so no page was prerendered for it and the shell (200.html) serves
 * its URL, as it would on a real site until the next build (e2e/prerender.spec.ts).
 */
export const publishedAfterBuild = {
  ...articles[0]!,
  article_slug: 'jadwal-layanan-homecare-selama-libur-lebaran',
  article_title: 'Jadwal Layanan Homecare Selama Libur Lebaran',
  article_description: '<p>Selama libur Lebaran, perawat dan terapis Rawatin tetap melayani kunjungan ke rumah.</p>',
  article_priority: 0,
  comments_count: 0,
};

export const publishedAfterBuildHandlers = [
  http.get(api(`/article/${publishedAfterBuild.article_slug}`), () =>
    HttpResponse.json({ article: publishedAfterBuild, related_article: articles.slice(0, 3) }),
  ),
];
