/** What a form's step wizard is given by the form renderer (wizard.tsx). */
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import type { FormConfig, TradeConfig } from '@/generated/config-types';
import type { SendLedger } from '@/services/send-types';
import type { FormServices } from './form-services';
import type { CustomerNumberMode, FormData, FormRuntime } from './runtime';
import type { ServedWizard } from './wizard-state';

export interface WizardProps {
  formId: string;
  form: FormConfig;
  /** One schema and one precompiled validator per step. */
  stepSchemas: RJSFSchema[];
  stepValidators: ValidatorType[];
  /** The answers to start from (defaults, the saved draft and the link's parameters already applied). */
  initialData: FormData;
  initialStep: number;
  /** What the form session has sent so far (from the draft). */
  initialLedger: SendLedger | undefined;
  /** The answers of an empty form (the link's parameters only): what "start again" returns to. */
  freshData?: FormData;
  /** True when the answers come from a saved draft. */
  draftRestored?: boolean;
  /** False while the form is prerendered or hydrating: it then leaves the browser history alone. Default true. */
  live?: boolean;
  trades: TradeConfig[];
  allTrades: Record<string, TradeConfig>;
  tradeLocked: boolean;
  customerNumberMode: CustomerNumberMode;
  colourSchemes: FormRuntime['colourSchemes'];
  services: FormServices;
  /** What the server drew the form with after a post: its problems (beside the fields and listed at the top) or the sent view. */
  served?: ServedWizard;
  /**
   * What replaces the form after a successful submission; `again` returns to an empty form, `preview` is the
   * customer's website the server is building, `reference` the customer's reference the submission answered with.
   */
  renderSuccess(data: FormData, again: () => void, back: () => void, preview: { url: string; status: string } | undefined, reference: string | undefined): React.ReactNode;
}
