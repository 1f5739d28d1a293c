import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { startedDirectly } from './started-directly';

/** What `npm test` needs from the machine, by Debian package, and how to tell each is there. */
export interface MachineLook {
  exists: (path: string) => boolean;
  postgresVersions: () => string[];
  env: NodeJS.ProcessEnv;
}

/**
 * The Debian packages the tests need that this machine lacks: a Chromium for the browser tests (the headless
 * shell, as the tests prefer it, unless `CHROMIUM_PATH` or the desktop browser is there) and PostgreSQL for
 * the PostgreSQL store's tests. The same lists as `.ci/run`.
 * @example missingPackages({ exists: () => false, postgresVersions: () => [], env: {} }) // ['chromium-headless-shell', 'postgresql']
 */
export function missingPackages(look: MachineLook): string[] {
  const out: string[] = [];
  const chromium = look.env.CHROMIUM_PATH ? look.exists(look.env.CHROMIUM_PATH) : ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].some(look.exists);
  if (!chromium) out.push('chromium-headless-shell');
  if (!look.postgresVersions().some((v) => look.exists(`/usr/lib/postgresql/${v}/bin/initdb`))) out.push('postgresql');
  return out;
}

/** What to do about missing packages: nothing, install them (as root or with sudo), or stop with the command. */
export function plan(missing: string[], how: { root: boolean; sudo: boolean; apt: boolean }): { action: 'none' | 'install' | 'stop'; command: string } {
  const install = `apt-get update && apt-get install -y ${missing.join(' ')}`;
  if (!missing.length) return { action: 'none', command: '' };
  if (!how.apt) return { action: 'stop', command: `install ${missing.join(' and ')} with your system's package manager` };
  if (how.root) return { action: 'install', command: install };
  if (how.sudo) return { action: 'install', command: `sudo apt-get update && sudo apt-get install -y ${missing.join(' ')}` };
  return { action: 'stop', command: `sudo ${install.replace('&& apt-get', '&& sudo apt-get')}` };
}

const onPath = (name: string) => spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;

if (startedDirectly(import.meta.url)) {
  if (process.env.CHROMIUM_PATH && !existsSync(process.env.CHROMIUM_PATH)) {
    console.error(`CHROMIUM_PATH is ${process.env.CHROMIUM_PATH}, which does not exist. Point it at a Chromium, or unset it to use Debian's.`);
    process.exit(1);
  }
  const missing = missingPackages({
    exists: existsSync,
    postgresVersions: () => (existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql') : []),
    env: process.env,
  });
  const root = process.getuid?.() === 0;
  const sudo = !root && onPath('sudo') && spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0;
  const step = plan(missing, { root, sudo, apt: onPath('apt-get') });
  if (step.action === 'install') {
    console.log(`npm test needs ${missing.join(' and ')}, which this machine lacks: installing them (${step.command}).`);
    const result = spawnSync('sh', ['-c', step.command], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (result.status !== 0) {
      console.error(`Installing ${missing.join(' and ')} failed (see above). Install them yourself, then run npm test again.`);
      process.exit(1);
    }
  } else if (step.action === 'stop') {
    console.error(`npm test needs ${missing.join(' and ')} (the browser and PostgreSQL tests), which this machine lacks. Run:\n\n  ${step.command}\n\nthen npm test again.`);
    process.exit(1);
  }
}
