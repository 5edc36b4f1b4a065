import { describe, expect, it } from 'vitest';
import { sameOriginPath } from '../../rules/same-origin-path';

describe('sameOriginPath', () => {
  it('keeps a path of the site with its query and fragment', () => {
    expect(sameOriginPath('/pvp?page=TGC')).toBe('/pvp?page=TGC');
    expect(sameOriginPath('/rng#top')).toBe('/rng#top');
    expect(sameOriginPath('/')).toBe('/');
    expect(sameOriginPath('/a/./b/../c')).toBe('/a/c');
  });

  it('falls back to / (or the given fallback) when there is nothing to go back to', () => {
    expect(sameOriginPath(undefined)).toBe('/');
    expect(sameOriginPath(null)).toBe('/');
    expect(sameOriginPath('')).toBe('/');
    expect(sameOriginPath('//evil.example', '/home')).toBe('/home');
  });

  it.each([
    ['protocol-relative', '//evil.example/x'],
    ['a tab between the slashes', '/\t/evil.example'],
    ['a newline between the slashes', '/\n/evil.example'],
    ['a carriage return between the slashes', '/\r/evil.example'],
    ['a backslash', '/\\evil.example'],
    ['two backslashes', '\\\\evil.example'],
    ['slash and backslash', '/\\/evil.example'],
    ['backslash and slash', '\\/evil.example'],
    ['a dot segment that leaves //', '/.//evil.example'],
    ['leading spaces', '  //evil.example'],
    ['an absolute address', 'https://evil.example/steal?x=1'],
    ['an address of another scheme without slashes', 'http:evil.example'],
    ['a script', 'javascript:alert(1)'],
    ['a script with a tab in its scheme', 'java\tscript:alert(1)'],
    ['data', 'data:text/html,<script>alert(1)</script>'],
  ])('refuses %s', (_, raw) => {
    expect(sameOriginPath(raw)).toBe('/');
  });

  it('answers the path as written back, never the raw text: a scheme-relative oddity becomes a plain path', () => {
    expect(sameOriginPath('https:evil.example')).toBe('/evil.example');
    expect(sameOriginPath('/a\tb')).toBe('/ab');
    expect(sameOriginPath('/rng\\x')).toBe('/rng/x');
  });

  it('keeps encoded slashes encoded: they stay one path on the site', () => {
    expect(sameOriginPath('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example');
    expect(sameOriginPath('/%09/evil.example')).toBe('/%09/evil.example');
    expect(sameOriginPath('/%5Cevil.example')).toBe('/%5Cevil.example');
  });
});
