import type { RouteObject } from 'react-router';
import type { Screen } from './route-module';

/** Careers, the job application and the partnership offer. */
export function careerRoutes(_screen: Screen): RouteObject[] {
  return [];
}
