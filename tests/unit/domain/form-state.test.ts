import { describe, expect, it } from 'vitest';
import { formStateScript, parseFormState, type ServerFormState } from '../../../src/domain/form-state';

/** The state a page carries in `#form-state`, read back by the browser (src/domain/form-state.ts). */
const sent: ServerFormState = { form: 'request', answers: { name: '</script><b>x' }, view: 'sent', step: 0, errors: [], attempt: 'attempt-0001' };
const preview = { url: 'https://tradesites.co.uk/sites/ShdLDZLlLH3lTMQo_6U9jFMP/', status: '/api/previews/ShdLDZLlLH3lTMQo_6U9jFMP', state: 'ready' as const };
const readBack = (state: unknown) => parseFormState(/>(.*)<\/script>$/s.exec(formStateScript(state as ServerFormState))![1]);

describe('the state a page is drawn with', () => {
  it('reads back what the server wrote, an answer that closes the script element included', () => {
    expect(formStateScript(sent)).not.toContain('</script><b>');
    expect(readBack(sent)).toEqual(sent);
    expect(readBack({ ...sent, preview })).toEqual({ ...sent, preview });
  });

  it('refuses a sent view whose preview is not a web address of this kind, so no other link is drawn from it', () => {
    for (const bad of [
      { ...preview, url: 'javascript:alert(1)//' },
      { ...preview, url: 'data:text/html,<p>x</p>' },
      { ...preview, url: '//evil.example/sites/x/' },
      { ...preview, status: 'https://evil.example/api/previews/x' },
      { ...preview, state: 'launched' },
      { url: preview.url },
      'https://tradesites.co.uk/sites/x/',
    ]) {
      expect(readBack({ ...sent, preview: bad }), JSON.stringify(bad)).toBeUndefined();
    }
  });
});
