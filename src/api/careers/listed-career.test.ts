// @vitest-environment node
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { careerQueries } from './careers.queries';
import type { Career } from './careers.schemas';
import { listedCareer } from './listed-career';

const opening = (slug: string, position: string): Career => ({
  slug,
  position,
  deadline: '2026-06-30',
  placement: null,
  education: null,
  gender: null,
  contract_status: null,
  work_experience: null,
  description: null,
  benefit: null,
});

const noFilters = { placement: '', education: '', position: '' };

describe('listedCareer', () => {
  it('finds the opening in any cached career list, whatever its filters', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(careerQueries.list(noFilters).queryKey, [opening('perawat', 'Perawat')]);
    queryClient.setQueryData(careerQueries.list({ ...noFilters, placement: 'Bandung' }).queryKey, [
      opening('fisioterapis', 'Fisioterapis'),
    ]);
    expect(listedCareer(queryClient, 'fisioterapis')?.position).toBe('Fisioterapis');
    expect(listedCareer(queryClient, 'perawat')?.position).toBe('Perawat');
  });

  it('finds nothing for another slug, in other career queries, or with no list cached', () => {
    const queryClient = new QueryClient();
    expect(listedCareer(queryClient, 'perawat')).toBeUndefined();
    queryClient.setQueryData(careerQueries.detail('perawat').queryKey, opening('perawat', 'Perawat'));
    queryClient.setQueryData(careerQueries.placements().queryKey, [{ value: 'perawat', label: 'perawat' }]);
    expect(listedCareer(queryClient, 'perawat')).toBeUndefined();
    queryClient.setQueryData(careerQueries.list(noFilters).queryKey, [opening('bidan', 'Bidan')]);
    expect(listedCareer(queryClient, 'perawat')).toBeUndefined();
  });
});
