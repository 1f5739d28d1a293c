import type { ReactNode } from 'react';

/**
 * Stands in for `markdown-to-jsx` in the browser bundle (vite.config.ts aliases it here). rjsf imports it for
 * descriptions written in Markdown, which the forms of this project never turn on (`enableMarkdownInDescription`):
 * their texts are plain YAML strings. Drawing them as plain text keeps about 30 kB of parser out of the form chunk.
 */
export function Markdown({ children }: { children?: ReactNode; options?: unknown }) {
  return <span>{children}</span>;
}

export default Markdown;
