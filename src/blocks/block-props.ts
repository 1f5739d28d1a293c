/** What every block renderer receives: its own config and the page's data from other config files. */
export interface BlockProps<T> {
  block: T;
  data: Record<string, unknown>;
  /** True for the page's first block: its heading is then the page's h1. */
  first?: boolean;
}
