import type { RouteObject } from 'react-router';
import { paths } from '@/app/paths';
import type { Screen } from './route-module';

/** Articles and their detail screens with comments. */
export function articleRoutes(screen: Screen): RouteObject[] {
  return [
    { path: paths.articles.path, lazy: screen(() => import('./articles/article-list.route')) },
    { path: paths.article.path, lazy: screen(() => import('./articles/article-detail.route')) },
  ];
}
