import { formatIntakeBench, runIntakeBench } from './intake';
import { formatPageWeights, measurePageWeights } from './page-weight';

/** `npm run bench`: page weights from the last build, then the intake server under 200 concurrent submissions. */
async function main(): Promise<void> {
  try {
    console.log(formatPageWeights(measurePageWeights()));
  } catch (error) {
    console.log(`Page weights skipped: ${(error as Error).message}`);
  }
  console.log('');
  console.log(formatIntakeBench(await runIntakeBench(200)));
}

await main();
