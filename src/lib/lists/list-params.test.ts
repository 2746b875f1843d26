import { describe, expect, it } from 'vitest';
import { readCareerFilters, readFaqFilters, readPageCount, withListParams, withPageCount } from './list-params';

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

  it('drops the page count when the choices change: other choices start again at page 1', () => {
    expect(withListParams('?search=jadwal&page=3', { search: 'lansia' })).toBe('?search=lansia');
    expect(withListParams('?category=2&page=2', { category: '' })).toBe('');
  });

  it('reads the number of pages shown from ?page, page 1 alone when missing or not a whole number above 0', () => {
    expect(readPageCount(new URLSearchParams('?page=3'))).toBe(3);
    for (const search of ['', '?page=', '?page=0', '?page=-2', '?page=2.5', '?page=x', '?page=1e3']) {
      expect(readPageCount(new URLSearchParams(search))).toBe(1);
    }
  });

  it('writes the page count beside the choices, and leaves it out for page 1 alone', () => {
    expect(withPageCount('?search=lansia', 2)).toBe('?search=lansia&page=2');
    expect(withPageCount('?search=lansia&page=2', 3)).toBe('?search=lansia&page=3');
    expect(withPageCount('?page=2', 1)).toBe('');
  });
});
