import { describe, expect, it } from 'vitest';
import { ledgerOfServerState } from '../../../src/forms/page-context';
import type { ServerFormState } from '../../../src/domain/form-state';

const state = (over: Partial<ServerFormState>): ServerFormState => ({ form: 'request', answers: {}, view: 'step', step: 2, errors: [], attempt: 'a-1', ...over });

describe('the ledger of a page the server drew after a step was posted', () => {
  it('counts each file the server received as uploaded under its key, with the reference it is stored under and the link it gave', () => {
    const link = '/api/files/R-12/logo/ab12cd.png?type=image%2Fpng&expires=1&signature=s';
    const ledger = ledgerOfServerState(
      state({ reference: 'R-12', files: { logo: [{ key: 'R-12/logo/ab12cd.png', name: 'logo.png', id: 'ab12cd', url: link }], gallery: [{ key: 'R-12/gallery/ef34.jpg', name: 'a.jpg', id: 'ef34' }] } }),
    );
    expect(ledger).toEqual({ reference: 'R-12', uploads: { ab12cd: { key: 'R-12/logo/ab12cd.png', getUrl: link, posted: true }, ef34: { key: 'R-12/gallery/ef34.jpg', getUrl: '', posted: true } } });
  });

  it('leaves out a file without a usable id, and answers nothing when the server has nothing', () => {
    expect(ledgerOfServerState(state({ files: { logo: [{ key: 'R/logo/x.png', name: 'x.png' }, { key: 'R/logo/y.png', name: 'y.png', id: '../y' }] } }))).toBeUndefined();
    expect(ledgerOfServerState(state({}))).toBeUndefined();
  });
});
