import type { RouteObject } from 'react-router';
import type { Screen } from './route-module';

/** Articles and their detail screens with comments. */
export function articleRoutes(_screen: Screen): RouteObject[] {
  return [];
}
