import { describe, expect, it } from 'vitest';
import { answersInShort } from '../../../scripts/inbox-summary';

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
});
