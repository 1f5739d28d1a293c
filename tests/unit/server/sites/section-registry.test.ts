import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SECTION_TYPES } from '@/server/sites/sections';

/** Every section type a template may name has a renderer, and every renderer is a type the schema allows. */
describe('the section registry of site templates', () => {
  it('matches the schema enum one to one', () => {
    const schema = JSON.parse(readFileSync(new URL('../../../../schemas/config/site-template.schema.json', import.meta.url), 'utf8'));
    const allowed: string[] = schema.properties.pages.items.properties.sections.items.properties.type.enum;
    expect([...SECTION_TYPES].sort()).toEqual([...allowed].sort());
  });
});
