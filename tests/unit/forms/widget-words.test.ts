import { describe, expect, it } from 'vitest';
import { site } from '@/generated/config';
import { widgetWords } from '@/forms/widgets/widget-words';

describe('widgetWords', () => {
  it("takes each word from site.yaml's words of the widget", () => {
    expect(widgetWords('locations', {})).toEqual(site.words.widgets.locations);
  });

  it("takes the field's own option of the same name instead, where it is a text", () => {
    const words = widgetWords('locations', { addLabel: 'Add area', removeLabel: '  ', source: 'services' });
    expect(words.addLabel).toBe('Add area');
    expect(words.removeLabel).toBe(site.words.widgets.locations.removeLabel);
    expect(words).not.toHaveProperty('source');
  });
});
