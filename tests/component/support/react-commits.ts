/**
 * Counts what React draws: every commit of a React root, reported through the hook React gives its developer tools
 * (also in the production build the component tests use, where `<Profiler>` reports nothing). Any component drawn
 * again, however small, ends in a commit. React looks for the hook once, as it starts: the component files' setup
 * (./setup.ts) loads this module first, so the hook is in place before any test file of the page loads
 * `react-dom` (the files share one page and one React).
 */

/** What the hook counts: kept on the hook, so a second evaluation of this module counts with the same object. */
interface CommitHook {
  commits: { count: number };
}

const global = window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__?: Partial<CommitHook> };
const existing = global.__REACT_DEVTOOLS_GLOBAL_HOOK__;
const hook: CommitHook = existing?.commits ? (existing as CommitHook) : installHook();

/** Puts the counting hook on the window, where React finds it as it starts. */
function installHook(): CommitHook {
  const installed = {
    commits: { count: 0 },
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => undefined,
    onScheduleFiberRoot: () => undefined,
    onCommitFiberUnmount: () => undefined,
    onPostCommitFiberRoot: () => undefined,
    onCommitFiberRoot: () => {
      installed.commits.count += 1;
    },
  };
  global.__REACT_DEVTOOLS_GLOBAL_HOOK__ = installed;
  return installed;
}

/** How many times React has committed a render since the last {@link resetCommits}. */
export const commits = hook.commits;

/** Starts the count again from 0. */
export function resetCommits(): void {
  commits.count = 0;
}
