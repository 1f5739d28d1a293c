/**
 * Counts what React draws: every commit of a React root, reported through the hook React gives its developer tools
 * (also in the production build the component tests use, where `<Profiler>` reports nothing). Any component drawn
 * again, however small, ends in a commit. Import this module before anything that loads `react-dom`, so React finds
 * the hook as it starts.
 */

/** How many times React has committed a render since the last {@link resetCommits}. */
export const commits = { count: 0 };

/** Starts the count again from 0. */
export function resetCommits(): void {
  commits.count = 0;
}

(window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
  supportsFiber: true,
  isDisabled: false,
  renderers: new Map(),
  inject: () => 1,
  checkDCE: () => undefined,
  onScheduleFiberRoot: () => undefined,
  onCommitFiberUnmount: () => undefined,
  onPostCommitFiberRoot: () => undefined,
  onCommitFiberRoot: () => {
    commits.count += 1;
  },
};
