import { describe, expect, it } from 'vitest';
import { readCareerFilters, readFaqFilters, withListParams } from './list-params';

describe('list params', () => {
  it('sets, trims and removes params, keeping the others and their order', () => {
    expect(withListParams('', { search: ' lansia ' })).toBe('?search=lansia');
    expect(withListParams('?category=2&utm=x', { search: 'a b' })).toBe('?category=2&utm=x&search=a+b');
    expect(withListParams('?category=2&search=jadwal', { category: '' })).toBe('?search=jadwal');
    expect(withListParams('?search=jadwal', { search: '   ' })).toBe('');
    expect(withListParams('?placement=Bandung', { education: 'SMA/SMK' })).toBe('?placement=Bandung&education=SMA%2FSMK');
  });

  it('reads a missing or blank param as an empty string', () => {
    expect(readFaqFilters(new URLSearchParams('?search=%20jadwal%20'))).toEqual({ search: 'jadwal', category: '' });
    expect(readCareerFilters(new URLSearchParams('?position='))).toEqual({ placement: '', education: '', position: '' });
  });
});
