import type { RouteObject } from 'react-router';
import { paths } from '@/app/paths';
import type { Screen } from './route-module';

/** About, FAQ, terms and the privacy policy. */
export function infoRoutes(screen: Screen): RouteObject[] {
  return [
    { path: paths.about.path, lazy: screen(() => import('./about/about.route')) },
    { path: paths.faq.path, lazy: screen(() => import('./faq/faq.route')) },
    { path: paths.terms.path, lazy: screen(() => import('./terms/terms.route')) },
    { path: paths.privacy.path, lazy: screen(() => import('./privacy/privacy.route')) },
  ];
}
