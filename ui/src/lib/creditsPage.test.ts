import { describe, expect, it } from 'vitest';
import { creditsPageProblem } from './creditsPage';

describe('the credits page address', () => {
  it('takes https addresses, and http only on this computer', () => {
    expect(creditsPageProblem('https://voicedub.ai')).toBeNull();
    expect(creditsPageProblem('  https://shop.example.com/credits?x=1 ')).toBeNull();
    expect(creditsPageProblem('http://localhost:8080/buy')).toBeNull();
    expect(creditsPageProblem('http://127.0.0.1/buy')).toBeNull();
    expect(creditsPageProblem('http://example.com')).toBe('not_https');
    expect(creditsPageProblem('ftp://example.com')).toBe('not_https');
    expect(creditsPageProblem('javascript:alert(1)')).toBe('not_https');
    expect(creditsPageProblem('voicedub.ai')).toBe('not_address');
    expect(creditsPageProblem('   ')).toBe('empty');
  });
});
