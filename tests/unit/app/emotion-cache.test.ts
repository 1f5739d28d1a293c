import { compile, middleware, serialize, stringify } from 'stylis';
import { describe, expect, it } from 'vitest';
import { neededPrefixes } from '../../../src/app/emotion-cache';

const styled = (css: string) => serialize(compile(css), middleware([neededPrefixes, stringify]));

describe('neededPrefixes', () => {
  it('prefixes what the browsers the site targets still need', () => {
    const css = styled('.a{user-select:none;box-decoration-break:clone;text-size-adjust:100%;color-adjust:exact;}');
    expect(css).toContain('-webkit-user-select:none;');
    expect(css).toContain('user-select:none;');
    expect(css).toContain('-webkit-box-decoration-break:clone;');
    expect(css).toContain('-webkit-text-size-adjust:100%;');
    expect(css).toContain('-webkit-print-color-adjust:exact;');
  });

  it('leaves out the prefixes of old engines: flexbox, transforms, transitions, placeholders and keyframes', () => {
    const css = styled('.a{display:flex;align-items:center;transform:rotate(45deg);transition:transform 1s;}.a::placeholder{color:red;}@keyframes spin{from{opacity:0;}to{opacity:1;}}');
    expect(css).toBe('.a{display:flex;align-items:center;transform:rotate(45deg);transition:transform 1s;}.a::placeholder{color:red;}@keyframes spin{from{opacity:0;}to{opacity:1;}}');
  });

  it('keeps the prefixes a style writes itself', () => {
    expect(styled('.a{-webkit-tap-highlight-color:transparent;-moz-appearance:textfield;}')).toBe('.a{-webkit-tap-highlight-color:transparent;-moz-appearance:textfield;}');
  });
});
