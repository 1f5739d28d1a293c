import { formatIntakeBench, runIntakeBench } from './intake';
import { formatPageWeights, measurePageWeights } from './page-weight';
import { formatRequestFormBench, runRequestFormBench } from './request-form';

/**
 * `npm run bench`: page weights from the last build, the request form in Chromium with the CPU slowed 4x, then the
 * intake server under 200 concurrent submissions.
 */
async function main(): Promise<void> {
  try {
    console.log(formatPageWeights(measurePageWeights()));
  } catch (error) {
    console.log(`Page weights skipped: ${(error as Error).message}`);
  }
  console.log('');
  try {
    console.log(formatRequestFormBench(await runRequestFormBench(4)));
  } catch (error) {
    console.log(`Request form bench skipped: ${(error as Error).message}`);
  }
  console.log('');
  console.log(formatIntakeBench(await runIntakeBench(200)));
}

await main();
