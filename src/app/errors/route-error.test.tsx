import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { expectConsoleError } from '@/test/console';
import { RootError, RouteError } from './route-error';

function renderFailing(failure: () => never, errorElement = <RouteError />) {
  const routes: RouteObject[] = [
    { path: '/', loader: failure, Component: () => null, errorElement, hydrateFallbackElement: <p>memuat</p> },
  ];
  render(<RouterProvider router={createMemoryRouter(routes)} />);
}

describe('route errors', () => {
  it('shows the not-found screen for a 404 response', async () => {
    renderFailing(() => {
      throw new Response('Not Found', { status: 404, statusText: 'Not Found' });
    });
    expect(await screen.findByText('Error 404 Not Found')).toBeInTheDocument();
    expect(screen.getByText('Oops')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Beranda' })).toHaveAttribute('href', '/');
  });

  it('shows the status of any other response, and logs it', async () => {
    const log = expectConsoleError('[route]');
    renderFailing(() => {
      throw new Response('', { status: 503, statusText: 'Service Unavailable' });
    });
    expect(await screen.findByText('Unexpected Application Error!')).toBeInTheDocument();
    expect(screen.getByText('503 Service Unavailable')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Beranda' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(log).toHaveBeenCalledWith('[route]', expect.objectContaining({ status: 503 })));
  });

  it('shows the message of a thrown error at the root, and logs it', async () => {
    const log = expectConsoleError('[route]');
    renderFailing(() => {
      throw new Error('Layout rusak');
    }, <RootError />);
    expect(await screen.findByText('Unexpected Application Error!')).toBeInTheDocument();
    expect(screen.getByText('Layout rusak')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Beranda' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(log).toHaveBeenCalledWith('[route]', new Error('Layout rusak')));
  });
});
