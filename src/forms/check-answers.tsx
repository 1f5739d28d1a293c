/**
 * "Check your answers" (GOV.UK's pattern): every answer grouped by step, each group with a Change button that
 * returns to its step (Continue there comes back here). The same list, without the buttons, tells the customer on
 * the confirmation what was sent. Its words are the form's `check:` in YAML.
 */
import { Box, Button, Paper, Typography } from '@mui/material';
import type { Ref } from 'react';
import type { FormConfig, FormField } from '@/generated/config-types';
import { interpolate } from '@/domain/text-template';
import { answerText, type AnswerWords } from './answer-text';
import { getPath, type FormData } from './runtime';
import { isFieldShown } from './ui-schema';
import { INTENT } from './html-form';

/** The form's `check:` words. */
export type CheckWords = NonNullable<FormConfig['check']>;

export interface AnswerListProps {
  form: FormConfig;
  data: FormData;
  words: Omit<AnswerWords, 'yes' | 'no' | 'empty'>;
  /** A field left out of the list (e.g. a reference the page does not show). */
  skip?(field: FormField): boolean;
  /** Returns to a step to change its answers; without it, no Change buttons (the confirmation). */
  onChange?(stepIndex: number): void;
  /**
   * The plain HTML form the page posts as before its script runs (or without one): its Change buttons then post
   * `_intent=edit:<step>` to it instead of being handled here.
   */
  post?: { id: string; action: string; method: string; enctype: string };
}

/** Every answer, grouped by step, as a description list per step. */
export function AnswerList({ form, data, words, skip, onChange, post }: AnswerListProps) {
  const check = form.check;
  if (!check) return null;
  const all: AnswerWords = { ...words, yes: check.yes, no: check.no, empty: check.empty };
  return (
    <Box sx={{ display: 'grid', gap: 2 }} data-answer-list>
      {form.steps.map((step, index) => {
        const fields = step.fields.filter((f) => isFieldShown(f, data) && !skip?.(f));
        if (fields.length === 0) return null;
        return (
          <Box component="section" key={step.id} data-check-step={step.id} sx={{ borderBottom: 1, borderColor: 'divider', pb: 2 }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 2 }}>
              <Typography variant="h3" sx={{ fontSize: '1.15rem', fontWeight: 700 }}>
                {step.title}
              </Typography>
              {onChange && (
                <Button
                  {...(post ? { type: 'submit' as const, form: post.id, name: INTENT, value: `edit:${index}` } : {})}
                  variant="text"
                  onClick={() => onChange(index)}
                  sx={{ minHeight: 44, flexShrink: 0 }} aria-label={interpolate(check.changeName, { step: step.title })}>
                  {check.changeLabel}
                </Button>
              )}
            </Box>
            <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '14rem 1fr' }, columnGap: 2, rowGap: { xs: 0.25, sm: 1 } }}>
              {fields.map((f) => (
                <Box key={f.field} sx={{ display: 'contents' }}>
                  <Typography component="dt" sx={{ fontWeight: 600, mt: { xs: 1, sm: 0 } }}>
                    {f.label ?? f.field}
                  </Typography>
                  <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                    {answerText(getPath(data, f.field), f, all, data)}
                  </Typography>
                </Box>
              ))}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}

export interface CheckAnswersProps extends AnswerListProps {
  heading: Ref<HTMLHeadingElement>;
  /** The Back and Submit buttons. */
  buttons: React.ReactNode;
}

/** The page before Submit: heading, description, the answers with Change buttons, then Back and Submit. */
export function CheckAnswers({ heading, buttons, ...list }: CheckAnswersProps) {
  const check = list.form.check;
  if (!check) return null;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, borderRadius: 3 }} data-check-answers>
      <Typography ref={heading} tabIndex={-1} variant="h2" component="h2" sx={{ fontSize: { xs: '1.5rem', sm: '1.85rem' }, fontWeight: 700, outline: 'none', scrollMarginTop: 88 }}>
        {check.title}
      </Typography>
      {check.description && (
        <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
          {check.description}
        </Typography>
      )}
      <AnswerList {...list} />
      {/* The form the page's buttons post without script (they name it); empty, as the answers are in the draft. */}
      {list.post && <form id={list.post.id} action={list.post.action} method={list.post.method} encType={list.post.enctype} />}
      {buttons}
    </Paper>
  );
}
