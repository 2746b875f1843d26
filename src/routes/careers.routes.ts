import type { RouteObject } from 'react-router';
import { paths } from '@/app/paths';
import type { Screen } from './route-module';

/** Careers, the job application and the partnership offer. */
export function careerRoutes(screen: Screen): RouteObject[] {
  return [
    { path: paths.careers.path, lazy: screen(() => import('./careers/career-list.route')) },
    { path: paths.career.path, lazy: screen(() => import('./careers/career-detail.route')) },
    { path: paths.applicant.path, lazy: screen(() => import('./applicant/applicant.route')) },
    { path: paths.partner.path, lazy: screen(() => import('./partner/partner.route')) },
  ];
}
