import { describe, expect, it } from 'vitest';
import { initialWizardState, wizardReducer, type WizardEvent, type WizardState } from '@/forms/wizard-state';

/** The wizard's step reducer, event by event (src/forms/wizard-state.ts). */

const start = (): WizardState => initialWizardState({ tradeType: 'a' }, 2);
const run = (state: WizardState, ...events: WizardEvent[]) => events.reduce(wizardReducer, state);

describe('wizard state', () => {
  it('opens editing on the given step, with no live steps and no move yet', () => {
    const state = start();
    expect(state).toEqual({ data: { tradeType: 'a' }, stepIndex: 2, liveSteps: new Set(), phase: 'editing', moved: false, reviewing: false, returning: false });
  });

  it('keeps the step on a change, and moves (marking the move) only when a change asks for another step', () => {
    const changed = run(start(), { type: 'changed', data: { tradeType: 'b' } });
    expect(changed.data).toEqual({ tradeType: 'b' });
    expect(changed.stepIndex).toBe(2);
    expect(changed.moved).toBe(false);
    // A change that asks for the step already shown is not a move: the heading keeps its place and the focus stays.
    expect(run(start(), { type: 'changed', data: {}, toStep: 2 }).moved).toBe(false);
    const sent = run(start(), { type: 'changed', data: { tradeType: 'c' }, toStep: 0 });
    expect(sent).toMatchObject({ stepIndex: 0, moved: true, data: { tradeType: 'c' } });
  });

  it('moves to a step with the data it was given', () => {
    const moved = run(start(), { type: 'moved', data: { x: 1 }, stepIndex: 3 });
    expect(moved).toMatchObject({ stepIndex: 3, data: { x: 1 }, moved: true });
  });

  it('marks the shown step live once, on its first check, without touching other steps', () => {
    const checked = run(start(), { type: 'checked' });
    expect([...checked.liveSteps]).toEqual([2]);
    // A second check answers the very same state (no new render).
    expect(wizardReducer(checked, { type: 'checked' })).toBe(checked);
    const later = run(checked, { type: 'moved', data: {}, stepIndex: 4 }, { type: 'checked' });
    expect([...later.liveSteps].sort()).toEqual([2, 4]);
    // The earlier state's set is not changed in place.
    expect([...checked.liveSteps]).toEqual([2]);
  });

  it('runs a submission: submitting clears the last failure, progress and failures are kept, done ends, editing returns', () => {
    const failed = run(start(), { type: 'submitting' }, { type: 'failed', message: 'The upload failed.' });
    expect(failed).toMatchObject({ phase: 'submitting', failure: 'The upload failed.' });
    const again = run(failed, { type: 'editing' }, { type: 'submitting' });
    expect(again.phase).toBe('submitting');
    expect(again.failure).toBeUndefined();
    const progress = { done: 1, total: 3 } as never;
    expect(run(again, { type: 'progress', progress }).progress).toBe(progress);
    expect(run(again, { type: 'progress', progress: undefined }).progress).toBeUndefined();
    expect(run(again, { type: 'background', progress }).background).toBe(progress);
    const done = run(again, { type: 'done' });
    expect(done.phase).toBe('done');
    expect(run(done, { type: 'editing' }).phase).toBe('editing');
  });

  it('restarts on the first step with fresh data, forgetting live steps and failures but not that the customer moved', () => {
    const used = run(start(), { type: 'checked' }, { type: 'moved', data: { x: 1 }, stepIndex: 5 }, { type: 'submitting' }, { type: 'failed', message: 'No.' }, { type: 'done' });
    const fresh = wizardReducer(used, { type: 'restarted', data: { tradeType: 'z' } });
    expect(fresh).toEqual({ data: { tradeType: 'z' }, stepIndex: 0, liveSteps: new Set(), phase: 'editing', moved: true, reviewing: false, returning: false });
    expect(wizardReducer(start(), { type: 'restarted', data: {} }).moved).toBe(false);
  });
});
