import type { RouteObject } from 'react-router';
import { paths } from '@/app/paths';
import type { Screen } from './route-module';

/** The reservation and the document check. */
export function requestRoutes(screen: Screen): RouteObject[] {
  return [
    { path: paths.reservation.path, lazy: screen(() => import('./reservation/reservation.route')) },
    { path: paths.validation.path, lazy: screen(() => import('./validation/validation.route')) },
  ];
}
