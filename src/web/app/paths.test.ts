import { describe, expect, it } from 'vitest';
import { loginPath, nextPath } from './paths';

describe('return after login', () => {
  it('keeps the wanted path and its query', () => {
    const to = loginPath({ pathname: '/cart', search: '?x=1' });
    expect(to).toBe('/login?next=%2Fcart%3Fx%3D1');
    expect(nextPath(to.slice(to.indexOf('?')))).toBe('/cart?x=1');
  });

  it.each([
    ['', '/dashboard'],
    ['?next=https://evil.example/x', '/dashboard'],
    ['?next=//evil.example/x', '/dashboard'],
    ['?next=/\\evil.example', '/dashboard'],
    ['?next=javascript:alert(1)', '/dashboard'],
    ['?next=/profile', '/profile'],
  ])('after login with %j goes to %s: only a path of this site', (search, expected) => {
    expect(nextPath(search)).toBe(expected);
  });
});
