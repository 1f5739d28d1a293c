/**
 * How an answer is compared "letter case aside" (the unsubscribe form finds a customer by the e-mail address they
 * gave): one folding for every store and engine, done here rather than by the database, whose `lower()` differs
 * (SQLite's lowercases A to Z only, PostgreSQL's follows the database's locale), so an address with a capital É or
 * Ö matches the same on SQLite as on PostgreSQL.
 */

/**
 * The text as compared: Unicode composed form (NFC, so an é typed as e and an accent is the é typed at once), every
 * letter in its lower case, with no space at either end.
 *
 * @example foldForMatch(' ÉLODIE@Example.co.uk ') // 'élodie@example.co.uk'
 */
export function foldForMatch(text: string): string {
  return text.normalize('NFC').toLowerCase().trim();
}

/**
 * The answers as text a database narrows a search by (`LIKE '%"<folded value>"%'`): their JSON folded the same way,
 * so a folded value's JSON is found inside it whatever the letter case it was given in.
 *
 * @example answersMatchText({ email: 'Jo@Example.co.uk' }) // '{"email":"jo@example.co.uk"}'
 */
export function answersMatchText(answers: unknown): string {
  return JSON.stringify(answers).normalize('NFC').toLowerCase();
}
