/**
 * The bench's peer page: the request form as a SurveyJS survey (survey-core + survey-react-ui), with the same
 * UK checks as ours, registered from src/domain. Built by scripts/bench/peer/vite.config.ts, bench only.
 */
import { createRoot } from 'react-dom/client';
import { FunctionFactory, Model } from 'survey-core';
import { Survey } from 'survey-react-ui';
import 'survey-core/survey-core.fontless.css';
import { isCompanyNumber } from '@/domain/company-number';
import { isDomainName } from '@/domain/domain-name';
import { isUkMobile, isUkPhone } from '@/domain/uk-phone';
import { isUkPostcode } from '@/domain/uk-postcode';

declare const __PEER_SURVEY__: Record<string, unknown>;
/** The answers the bench gives beforehand (as ours finds them in a saved draft), set by an init script. */
declare global {
  interface Window {
    __PEER_DATA__?: Record<string, unknown>;
  }
}

const checks: Record<string, (s: string) => boolean> = { isUkPhone, isUkPostcode, isCompanyNumber, isUkMobile, isDomainName };
for (const [name, fn] of Object.entries(checks)) FunctionFactory.Instance.register(name, (params: unknown[]) => fn(String(params[0] ?? '')));

const survey = new Model(__PEER_SURVEY__);
if (window.__PEER_DATA__) survey.data = window.__PEER_DATA__;
const container = document.getElementById('root');
if (container) createRoot(container).render(<Survey model={survey} />);
