import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sprinkles } from '@/styles/sprinkles.css';
import { Stack } from './stack';

const classesOf = (element: HTMLElement) => element.className.split(' ').sort();
const atoms = (...lists: string[]) => lists.join(' ').split(' ').filter(Boolean).sort();

describe('Stack', () => {
  it('lays its children out as a column with the chosen gap and alignment, plus its own class', () => {
    render(
      <Stack gap="md" align="center" className="own" data-testid="stack">
        <span>one</span>
      </Stack>,
    );
    const stack = screen.getByTestId('stack');
    expect(stack.tagName).toBe('DIV');
    expect(classesOf(stack)).toEqual(
      atoms(sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md', alignItems: 'center' }), 'own'),
    );
  });

  it('takes a value per breakpoint', () => {
    render(<Stack gap={{ base: 'sm', md: 'lg' }} data-testid="stack" />);
    expect(classesOf(screen.getByTestId('stack'))).toEqual(
      atoms(sprinkles({ display: 'flex', flexDirection: 'column', gap: { base: 'sm', md: 'lg' } })),
    );
  });

  it('renders the element given in `as` with its attributes', () => {
    render(
      <Stack as="ol" gap="xs" aria-label="Daftar">
        <li>one</li>
      </Stack>,
    );
    expect(screen.getByRole('list', { name: 'Daftar' }).tagName).toBe('OL');
  });
});
