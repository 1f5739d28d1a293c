import { describe, expect, it } from 'vitest';
import { answersInShort, printable } from '../../../scripts/inbox-summary';

describe('answers in short (npm run inbox)', () => {
  it('lists the answers that have a value, nested ones by their own name, lists joined', () => {
    expect(answersInShort({ businessBasics: { firstName: 'Sam', phone: '07700 900123', email: '' }, logo: null, services: ['Boilers', 'Leaks'] }, 200)).toBe(
      'firstName: Sam · phone: 07700 900123 · services: Boilers, Leaks',
    );
  });

  it('counts lists of objects and cuts a long line with an ellipsis', () => {
    expect(answersInShort({ gallery: [{ key: 'a' }, { key: 'b' }] })).toBe('gallery: 2 items');
    const line = answersInShort({ Message: 'word '.repeat(40) }, 30);
    expect(line).toHaveLength(30);
    expect(line.endsWith('…')).toBe(true);
  });

  it('says "-" when nothing was answered', () => {
    expect(answersInShort({ a: '', b: null })).toBe('-');
  });

  it("writes what a customer typed so the team's terminal only shows it: controls, line breaks and reordering marks as escapes", () => {
    const typed = 'Esc\u001b[2J\u001b[H \u001b[31mRED\u001b]0;title\u0007 Ltd\r\nTS-FAKE-001\tRow \u009b1m \u202egnp.exe';
    const shown = printable(typed);
    expect([...shown].filter((c) => c.charCodeAt(0) < 0x20 || (c.charCodeAt(0) >= 0x7f && c.charCodeAt(0) <= 0x9f) || c === '\u202e')).toEqual([]);
    expect(shown).toBe('Esc\\u001b[2J\\u001b[H \\u001b[31mRED\\u001b]0;title\\u0007 Ltd\\r\\nTS-FAKE-001\\tRow \\u009b1m \\u202egnp.exe');
    expect(printable('Zoë Price, O’Neill & Sons — 07700 900123')).toBe('Zoë Price, O’Neill & Sons — 07700 900123');
    // The one line of answers in short, too.
    expect(answersInShort({ companyName: 'A\u001b[31mB' }, 100)).toBe('companyName: A\\u001b[31mB');
  });
});
