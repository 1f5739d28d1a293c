import { describe, expect, it } from 'vitest';
import { Verdicts } from '../../../scripts/bench/budgets';
import { journeyActions, peerAnswers, typedText, type JourneyForm } from '../../../scripts/bench/journey';
import { keySamples } from '../../../scripts/bench/key-samples';
import { median, percentile, spread } from '../../../scripts/bench/stats';

describe('the bench arithmetic', () => {
  it('takes percentiles by nearest rank: a p95 is a time one sample really took', () => {
    const twenty = Array.from({ length: 20 }, (_, i) => i + 1);
    expect(percentile(twenty, 95)).toBe(19);
    expect(percentile(twenty, 50)).toBe(10);
    expect(percentile([...twenty].reverse(), 100)).toBe(20);
    expect(percentile([7], 95)).toBe(7);
    expect(percentile([], 95)).toBeNaN();
    // 30 keys: the p95 is the second slowest, so one stray slow key does not set it, two do.
    expect(percentile([...Array(28).fill(10), 80, 90], 95)).toBe(80);
    expect(spread([3, 1, 2])).toEqual({ median: 2, p95: 3, samples: 3 });
  });

  it('takes the median of runs, the mean of the middle two for an even count', () => {
    expect(median([81, 99, 82])).toBe(82);
    expect(median([80, 85])).toBe(82.5);
    expect(median([Number.NaN, 90])).toBe(90);
  });

  it('counts a key press to the later of its own next frame and its Event Timing entries', () => {
    const keys = [{ start: 100, frame: 20 }, { start: 300, frame: 30 }, { start: 500, frame: 12 }];
    const events = [
      { name: 'keydown', start: 100.2, duration: 48, interactionId: 7 },
      { name: 'keyup', start: 180, duration: 64, interactionId: 7 },
      { name: 'input', start: 300, duration: 24, interactionId: 0 },
      { name: 'keydown', start: 900, duration: 200, interactionId: 9 },
    ];
    expect(keySamples(keys, events)).toEqual([64, 30, 12]);
  });
});

describe('the budgets', () => {
  it('sets a figure against the peer of the same run, at most or strictly below', () => {
    const v = new Verdicts();
    v.ratio('key press p95', 40, 40, 1, ' ms');
    v.ratio('step change p95', 41, 40, 1, ' ms');
    v.ratio('journey JavaScript', 40, 40, 1, ' kB', true);
    v.ratio('journey JavaScript', 39, 40, 1, ' kB', true);
    v.ratio('no peer figure', 39, Number.NaN, 1);
    expect(v.all.map((x) => x.met)).toEqual([true, false, false, true, false]);
    expect(v.all[1]).toEqual({ goal: 'step change p95: ours / peer ≤ 1', actual: '1.02x (41 ms / 40 ms)', met: false });
    expect(v.format()).toContain('2 of 5 met');
  });

  it('misses a goal over budget and one that could not be measured', () => {
    const v = new Verdicts();
    v.atMost('first JavaScript', 30.2, 30, ' kB');
    v.atMost('first JavaScript', 30, 30, ' kB');
    v.atLeast('Lighthouse performance', 99, 100);
    v.atMost('usable after', Number.NaN, 1000, ' ms');
    expect(v.missed.map((x) => x.actual)).toEqual(['30.2 kB', '99', 'NaN ms']);
  });
});

describe("the peer's journey", () => {
  const form: JourneyForm = {
    steps: [
      { id: 'start', fields: [{ field: 'tradeType', widget: 'trade-buttons' }] },
      { id: 'business', fields: [{ field: 'businessBasics.firstName', label: 'First name' }, { field: 'businessBasics.email', label: 'Email' }] },
      { id: 'hours', fields: [{ field: 'businessHours', widget: 'business-hours' }] },
      { id: 'last', fields: [{ field: 'hasDomain' }] },
    ],
  };

  it('goes on to the typed field, types there, goes on to the last step and back to the first', () => {
    const actions = journeyActions(form, 'First name', 30);
    expect(actions.map((a) => a.kind)).toEqual(['continue', 'type', 'continue', 'continue', 'back', 'back', 'back']);
    expect(actions[1]).toEqual({ kind: 'type', label: 'First name', text: typedText(30) });
    expect(typedText(30)).toHaveLength(30);
    expect(typedText(30)).not.toMatch(/\s$/);
    expect(() => journeyActions(form, 'Surname', 30)).toThrow('No step of the form has a field labelled "Surname"');
  });

  it("gives the peer the same answers under its names, opening hours as its matrix", () => {
    const answers = {
      tradeType: 'a',
      businessBasics: { firstName: 'Sam', email: 'sam@example.co.uk' },
      businessHours: [{ day: 'Monday', open: true, openTime: '09:00', closeTime: '17:00' }],
      unrelated: 1,
    };
    expect(peerAnswers(form, answers)).toEqual({
      tradeType: 'a',
      businessBasics_firstName: 'Sam',
      businessBasics_email: 'sam@example.co.uk',
      businessHours: { Monday: { open: true, openTime: '09:00', closeTime: '17:00' } },
    });
  });
});

describe('the form pages the bench measures', () => {
  it("holds a page to the one-step or multi-step budget by its form's steps, tapping its first button", async () => {
    const { formPages } = await import('../../../scripts/bench/form-pages');
    const pages = await formPages([{ path: '/contact', page: 'contact' }, { path: '/request', page: 'request' }, { path: '/terms', page: 'terms' }]);
    expect(pages).toEqual([
      { route: '/contact', page: 'contact', form: 'contact', steps: 1, firstButton: 'Send Message' },
      { route: '/request', page: 'request', form: 'request', steps: 10, firstButton: 'Continue' },
    ]);
  });
});
