import { createContext, useContext, useMemo, useRef, type RefObject } from 'react';
import type { ColourScheme, FormConfig, TradeConfig } from '@/generated/config-types';
import type { StoredFileRef } from '@/services/send-types';
import { getPath, setPath } from '@/domain/send-plan';

/** A file chosen on this device (declared once in src/services/send-types.ts). */
export type { StoredFileRef };

/** The data of a form as the renderer holds it: the JSON object its schema in schemas/forms/ describes. */
export type FormData = Record<string, unknown>;

/** Where chosen files are kept between choosing and uploading, so they survive a reload. */
export interface FileKeeper {
  /** Keeps the file and answers the reference to put in the form data. */
  put(file: File): Promise<StoredFileRef>;
  /** The kept file, or undefined when it is gone (cleared storage). */
  get(id: string): Promise<File | undefined>;
  remove(id: string): Promise<void>;
}

/** How the customer reference is shown (spec part 1 §6). */
export type CustomerNumberMode = 'editable' | 'read-only' | 'hidden';

/**
 * What every widget of a form can see and do beyond its own value. The wizard passes it to rjsf as
 * `formContext`; a widget reads it with `useFormRuntime(props)`. It stays the same object while the customer
 * types (rjsf compares it to decide which fields to draw again, so a key press redraws only its own field);
 * a widget that shows other answers reads them with {@link useFormData}.
 */
export interface FormRuntime {
  formId: string;
  form: FormConfig;
  /** The whole form data (every step) now, for event handlers; to draw from it, use {@link useFormData}. */
  getData(): FormData;
  /** Changes other top-level fields of the form data (merged into it), running their change actions. */
  setFields(patch: FormData): void;
  /** The trades offered, in order, and the one chosen now. */
  trades: TradeConfig[];
  trade: TradeConfig | undefined;
  /** True when the link fixed the trade, so the trade buttons are locked. */
  tradeLocked: boolean;
  customerNumberMode: CustomerNumberMode;
  colourSchemes: ColourScheme[];
  files: FileKeeper;
  /** Says something to screen readers and as a toast (e.g. a file that was refused). */
  /** Shows a toast; answers its key (to close it once what it says no longer holds). */
  notify(message: string, variant?: 'error' | 'success' | 'info' | 'warning', title?: string): string | number | void;
}

/** The whole form data, for the widgets that show other answers; the wizard provides it. */
export const FormDataContext = createContext<FormData>({});

/** The whole form data (every step): the widget is drawn again whenever any answer changes. */
export function useFormData(): FormData {
  return useContext(FormDataContext);
}

/**
 * The wizard's runtime for its widgets, one object for as long as `parts` keep their values: typing changes
 * only the answers, which `getData` and `setFields` read from `dataRef` and hand to the latest `change`.
 */
export function useSteadyRuntime(parts: Omit<FormRuntime, 'getData' | 'setFields'>, dataRef: RefObject<FormData>, change: (next: FormData) => void): FormRuntime {
  const changeRef = useRef(change);
  changeRef.current = change;
  const { formId, form, trades, trade, tradeLocked, customerNumberMode, colourSchemes, files, notify } = parts;
  return useMemo(
    () => ({
      formId,
      form,
      trades,
      trade,
      tradeLocked,
      customerNumberMode,
      colourSchemes,
      files,
      notify,
      getData: () => dataRef.current,
      setFields: (patch: FormData) => changeRef.current({ ...dataRef.current, ...patch }),
    }),
    [formId, form, trades, trade, tradeLocked, customerNumberMode, colourSchemes, files, notify, dataRef],
  );
}

/** The runtime from a widget's props (`registry.formContext`). */
export function useFormRuntime(props: { registry: { formContext?: unknown } }): FormRuntime {
  return props.registry.formContext as FormRuntime;
}

/** Reads a dotted path (`businessBasics.email`) from form data. */
export { getPath };

/** The customer's trade: the answer the form's `query.trade.field` names ('' for a form with none). */
export function tradeOf(form: Pick<FormConfig, 'query'>, data: FormData): string {
  const field = form.query?.trade?.field;
  const value = field ? getPath(data, field) : undefined;
  return typeof value === 'string' ? value : '';
}

/** A copy of form data with the value at a dotted path replaced (objects on the way are copied, not mutated). */
export { setPath };
