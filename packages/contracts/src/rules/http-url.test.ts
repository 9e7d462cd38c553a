import { describe, expect, it } from 'vitest';
import { httpUrl } from './http-url';

describe('httpUrl', () => {
  it('reads absolute http and https URLs, in any case', () => {
    expect(httpUrl('https://reports.example/csp')?.host).toBe('reports.example');
    expect(httpUrl('HTTP://localhost:8080/x')?.protocol).toBe('http:');
  });

  it('refuses other schemes, relative paths and nonsense', () => {
    for (const value of ['javascript:alert(1)', 'ftp://host/x', '/api/x', 'not a url', '']) {
      expect(httpUrl(value)).toBeNull();
    }
  });
});
