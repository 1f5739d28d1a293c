import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { listFields, pageRulesOf, withListEnums } from '../../scripts/config/answer-lists';
import { colourSchemes, pageLoaders } from '../../src/generated/config';
import { form as request, schema as built } from '../../src/generated/forms/request';
import { form as media } from '../../src/generated/forms/media';

/**
 * The answers whose values are a list of the config get that list as their schema's `enum` in the compiled forms: the
 * form's trade field the trades the form offers, its colour scheme field the schemes. Read from the real config's
 * forms, so a new form with a trade choice or a scheme choice is covered without naming it here.
 */
type Json = Record<string, unknown>;
const raw = JSON.parse(readFileSync('schemas/forms/request.schema.json', 'utf8')) as Json;
const propertiesOf = (schema: Json) => schema.properties as Record<string, Json>;
const schemeIds = colourSchemes.schemes.map((scheme) => scheme.id);

describe('answers whose values are a list of the config', () => {
  it('finds the trade and the colour scheme answers by the link rules and the widgets', () => {
    const fields = listFields(request);
    expect(fields.get(request.query!.trade!.field)).toBe('trades');
    expect(fields.get(request.query!.template!.schemeField)).toBe('colourSchemes');
    // A form without a widget for its trade (the link sets it) still has it by its link rules.
    expect(listFields(media).get(media.query!.trade!.field)).toBe('trades');
    // The widgets alone say it too.
    const byWidget = listFields({ steps: [{ fields: [{ field: 'a', widget: 'trade-buttons' }, { field: 'b.c', widget: 'colour-schemes' }, { field: 'd', widget: 'text' }] }] });
    expect([...byWidget]).toEqual([['a', 'trades'], ['b.c', 'colourSchemes']]);
  });

  it('reads the rules of the pages that show a form in place of its own', async () => {
    const pages = Object.fromEntries(await Promise.all(Object.entries(pageLoaders).map(async ([id, load]) => [id, (await load()).page] as const)));
    const rules = pageRulesOf(pages, 'business');
    expect(rules.length).toBeGreaterThan(0);
    expect(rules.every((r) => r.trade?.field)).toBe(true);
    expect(listFields({ steps: [] }, [{ trade: { field: 'x.trade' } }]).get('x.trade')).toBe('trades');
  });

  it('gives those answers the list as their enum, and leaves other answers, own enums and missing paths alone', () => {
    const trades = ['one', 'two'];
    const out = withListEnums(raw, new Map([[request.query!.trade!.field, 'trades'], [request.query!.template!.schemeField, 'colourSchemes'], ['onlineProfiles', 'trades'], ['businessEmailOption', 'trades'], ['no.such', 'trades']]), { trades, colourSchemes: schemeIds });
    expect(propertiesOf(out)[request.query!.trade!.field].enum).toEqual(trades);
    expect(propertiesOf(out)[request.query!.template!.schemeField].enum).toEqual(schemeIds);
    // Not text (a list), and an enum of the schema's own: kept as written.
    expect(propertiesOf(out).onlineProfiles).toEqual(propertiesOf(raw).onlineProfiles);
    expect(propertiesOf(out).businessEmailOption).toEqual(propertiesOf(raw).businessEmailOption);
    // The schema file's own object is not changed.
    expect(propertiesOf(raw)[request.query!.trade!.field].enum).toBeUndefined();
    // An empty list gives no enum (JSON Schema wants one value at least).
    expect(propertiesOf(withListEnums(raw, listFields(request), { trades: [], colourSchemes: [] }))[request.query!.trade!.field].enum).toBeUndefined();
  });

  it('is in the built request form: its trades and the schemes', () => {
    expect(propertiesOf(built as Json)[request.query!.trade!.field].enum).toEqual(request.trades);
    expect(propertiesOf(built as Json)[request.query!.template!.schemeField].enum).toEqual(schemeIds);
  });
});
