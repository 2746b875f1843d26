import type { RouteObject } from 'react-router';
import type { Screen } from './route-module';

/** Home, services, service detail and contact. */
export function serviceRoutes(_screen: Screen): RouteObject[] {
  return [];
}
