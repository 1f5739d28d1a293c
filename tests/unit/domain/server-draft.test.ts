import { describe, expect, it } from 'vitest';
import { serverDraftSetCookie, serverDraftToken, stepAddress, stepOfAddress } from '../../../src/domain/server-draft';
import { withoutSentMark } from '../../../src/domain/form-state';

const TOKEN = 'a'.repeat(21) + '_-' + 'B'.repeat(20);

describe('the cookie and address of a server draft', () => {
  it('reads only a token of the right shape from the form’s own cookie', () => {
    expect(serverDraftToken(`x=1; ts-server-draft-request=${TOKEN}; y=2`, 'request')).toBe(TOKEN);
    expect(serverDraftToken(`ts-server-draft-business=${TOKEN}`, 'request')).toBeUndefined();
    expect(serverDraftToken('ts-server-draft-request=short', 'request')).toBeUndefined();
    expect(serverDraftToken(`ts-server-draft-request=${TOKEN}x`, 'request')).toBeUndefined();
    expect(serverDraftToken(`ts-server-draft-request=${TOKEN}`, 'Bad Id')).toBeUndefined();
    expect(serverDraftToken(undefined, 'request')).toBeUndefined();
  });

  it('keeps the cookie for the draft’s life, site-wide and same-site, and removes it with no token', () => {
    expect(serverDraftSetCookie('request', TOKEN, { maxAgeMs: 7 * 86_400_000, secure: true })).toBe(`ts-server-draft-request=${TOKEN}; Path=/; Max-Age=604800; SameSite=Lax; Secure`);
    expect(serverDraftSetCookie('request', undefined, { maxAgeMs: 7 * 86_400_000, secure: false })).toBe('ts-server-draft-request=; Path=/; Max-Age=0; SameSite=Lax');
  });

  it('names the step shown in the page’s own address, and takes it out again', () => {
    expect(stepAddress('/request?customerNumber=TS-1', 1)).toBe('/request?customerNumber=TS-1&_step=2');
    expect(stepAddress('/request?_step=5', 0)).toBe('/request?_step=1');
    expect(stepOfAddress(new URLSearchParams('_step=2'))).toBe(1);
    for (const bad of ['0', '-1', '1.5', 'x', '', '99999']) expect(stepOfAddress(new URLSearchParams({ _step: bad }))).toBeUndefined();
    expect(withoutSentMark('/request?customerNumber=TS-1&_step=2&_sent=k1')).toBe('/request?customerNumber=TS-1');
  });
});
