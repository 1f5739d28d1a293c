/**
 * The bench's goals (scripts/bench/budgets.json) and the check of measured figures against them: each goal gives
 * one line, met or missed, so `npm run bench -- --check` can fail on the first figure that slips.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The shape of scripts/bench/budgets.json. */
export interface Budgets {
  pageWeight: { contentMaxFirstJsKb: number };
  lighthouse: {
    runs: number;
    contentRoutes: Record<string, string>;
    content: { minPerformance: number };
    forms: { minPerformance: number; maxCls: number; maxLcpMs: number };
  };
  requestForm: {
    route: string;
    peerForm: string;
    field: string;
    cpuSlowdown: number;
    /** Fresh pages per form; keys and step changes of all of them make one set of samples. */
    rounds: number;
    /** Keys typed per journey, and the pause after each key is taken (a typist's rhythm). */
    keys: number;
    keyIntervalMs: number;
    minSamples: number;
    keyPressP95Ms: number;
    stepChangeP95Ms: number;
    /** ours / peer, same run: key press p95 and step change p95 at most this, the journey's JavaScript below this. */
    maxKeyPressRatio: number;
    maxStepChangeRatio: number;
    journeyJsBelowRatio: number;
  };
  /** The JavaScript a form page fetches before its first interaction, and the time until its form is usable. */
  formPages: {
    oneStepMaxFirstJsKb: number;
    multiStepMaxFirstJsKb: number;
    /** How long a page is watched, once loaded and idle, for scripts it fetches without any interaction. */
    watchMs: number;
    cpuSlowdown: number;
    downloadKbps: number;
    uploadKbps: number;
    latencyMs: number;
    /** A tap on the form's first button every this many ms from the first paint, until one takes effect. */
    tapIntervalMs: number;
    runs: number;
    maxUsableMs: number;
  };
  intake: { burst: number; steadyConnections: number; steadySeconds: number; maxLost: number };
  images: {
    cpuSlowdown: number;
    runs: number;
    uplinkKbps: number;
    latencyMs: number;
    galleryPhotos: number;
    measuredPhotos: number;
    maxPreparedPhotoKb: number;
    maxPhonePrepareMs: number;
    maxGalleryAfterMs: number;
  };
  previewSite: {
    /** The form submitted (its plan sends the main hook). */
    form: string;
    submissions: number;
    photos: number;
    photoWidth: number;
    runs: number;
    maxSubmitToPreviewP95Ms: number;
    minPerformance: number;
    minAccessibility: number;
    maxAxeViolations: number;
    maxHtmlCssGzipKb: number;
  };
}

/** Reads the budgets file. */
export function readBudgets(file = path.join(process.cwd(), 'scripts', 'bench', 'budgets.json')): Budgets {
  return JSON.parse(readFileSync(file, 'utf8')) as Budgets;
}

/** One goal and how it went. */
export interface Verdict {
  goal: string;
  actual: string;
  met: boolean;
}

/** Collects verdicts as the bench goes. */
export class Verdicts {
  readonly all: Verdict[] = [];

  /** `actual` must be at most `max`. */
  atMost(goal: string, actual: number, max: number, unit = ''): void {
    this.all.push({ goal: `${goal} ≤ ${max}${unit}`, actual: `${round(actual)}${unit}`, met: Number.isFinite(actual) && actual <= max });
  }

  /** `actual` must be at least `min`. */
  atLeast(goal: string, actual: number, min: number, unit = ''): void {
    this.all.push({ goal: `${goal} ≥ ${min}${unit}`, actual: `${round(actual)}${unit}`, met: Number.isFinite(actual) && actual >= min });
  }

  /** `ours / peer` must be at most `maxRatio` (strictly below it when `strict`): a figure set against the peer's of the same run. */
  ratio(goal: string, ours: number, peer: number, maxRatio: number, unit = '', strict = false): void {
    const r = ours / peer;
    this.all.push({
      goal: `${goal}: ours / peer ${strict ? '<' : '≤'} ${maxRatio}`,
      actual: `${Number.isFinite(r) ? r.toFixed(2) : 'NaN'}x (${round(ours)}${unit} / ${round(peer)}${unit})`,
      met: Number.isFinite(r) && (strict ? r < maxRatio : r <= maxRatio),
    });
  }

  /** A part of the bench that could not run counts as a missed goal. */
  failed(goal: string, reason: string): void {
    this.all.push({ goal, actual: reason, met: false });
  }

  get missed(): Verdict[] {
    return this.all.filter((v) => !v.met);
  }

  format(): string {
    const width = Math.max(...this.all.map((v) => v.goal.length), 10);
    return [
      `Budgets (scripts/bench/budgets.json): ${this.all.length - this.missed.length} of ${this.all.length} met`,
      ...this.all.map((v) => `  ${v.met ? 'ok    ' : 'MISSED'}  ${v.goal.padEnd(width)}  ${v.actual}`),
    ].join('\n');
  }
}

function round(n: number): string {
  if (!Number.isFinite(n) || Number.isInteger(n)) return String(n);
  return Math.abs(n) < 1 ? n.toFixed(3) : Math.abs(n) < 100 ? n.toFixed(1) : n.toFixed(0);
}
