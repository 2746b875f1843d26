import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '@mocks/api-url';
import { careers } from '@mocks/data/careers';
import { server } from '@mocks/node';
import { providerDayFromNow } from '@/lib/dates';
import { formatLongDate } from '@/lib/format';
import { renderApp } from '@/test/render-app';
import { recordRequests } from '@/test/requests';
import { slow } from './applicant.test-helper';

// Loads the lazy screen module before the clock of any test starts (the machine is shared and slow).
beforeAll(() => import('./applicant.route'), 30_000);

const closed = { ...careers[0]!, deadline: providerDayFromNow(-1) };

describe('the application form of an opening past its deadline', () => {
  it("says 'Lowongan ditutup' and offers no form", async () => {
    server.use(http.get(api('/career/:slug'), () => HttpResponse.json({ data: closed })));
    const requests = recordRequests();
    renderApp(`/applicant/${closed.slug}`);
    expect(await screen.findByText('Lowongan ditutup', {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: closed.position })).toBeInTheDocument();
    expect(screen.getByText(`Aktif Sampai ${formatLongDate(closed.deadline)}`)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Lamar Sekarang' })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(requests.to('/applicant/store', 'POST')).toHaveLength(0);
  });
});
