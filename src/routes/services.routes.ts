import type { RouteObject } from 'react-router';
import { paths } from '@/app/paths';
import type { Screen } from './route-module';

/** Home, services, service detail and contact. */
export function serviceRoutes(screen: Screen): RouteObject[] {
  return [
    { path: paths.home.path, lazy: screen(() => import('./home/home.route')) },
    { path: paths.services.path, lazy: screen(() => import('./services/services.route')) },
    { path: paths.service.path, lazy: screen(() => import('./services/service-detail.route')) },
    { path: paths.contact.path, lazy: screen(() => import('./contact/contact.route')) },
  ];
}
