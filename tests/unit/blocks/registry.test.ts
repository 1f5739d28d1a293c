import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { blockRegistry } from '@/blocks/registry';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const blocksDir = path.join(root, 'schemas/config/blocks');

const schemaFiles = readdirSync(blocksDir)
  .filter((f) => f.endsWith('.schema.json'))
  .map((f) => f.replace(/\.schema\.json$/, ''))
  .sort();

describe('block registry contract', () => {
  it('has a renderer for every block schema and a schema for every renderer', () => {
    expect(Object.keys(blockRegistry).sort()).toEqual(schemaFiles);
  });

  it('lists every block schema in page.schema.json, and nothing else', () => {
    const page = JSON.parse(readFileSync(path.join(root, 'schemas/config/page.schema.json'), 'utf8'));
    const refs = (page.properties.blocks.items.oneOf as { $ref: string }[]).map((r) => r.$ref.replace(/^blocks\/(.*)\.schema\.json$/, '$1')).sort();
    expect(refs).toEqual(schemaFiles);
  });

  it('names each schema after the type it declares', () => {
    for (const name of schemaFiles) {
      const schema = JSON.parse(readFileSync(path.join(blocksDir, `${name}.schema.json`), 'utf8'));
      expect(schema.properties.type.const, `${name}.schema.json`).toBe(name);
    }
  });

  it('maps each type to a component function', () => {
    for (const [type, component] of Object.entries(blockRegistry)) {
      expect(typeof component, type).toBe('function');
    }
  });
});
