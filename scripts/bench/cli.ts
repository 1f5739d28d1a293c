/**
 * The value given after `name` on the bench tools' command line (`--only form`, `--cpu 1`), or undefined when the
 * option is not given.
 *
 * @example optionValue('--cpu') // '1' for `npx tsx scripts/bench/trace-keys.ts --cpu 1`
 */
export function optionValue(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
}
