import { http, HttpResponse } from 'msw';
import { api } from './api-url';
import { articles } from './data/articles';

/** Answered by the browser's demo API but never listed to the build, so the shell (200.html) serves it. */
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
