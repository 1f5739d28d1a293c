import { describe, expect, it } from 'vitest';
import { missingPackages, plan } from '../../../scripts/test-needs';

const machine = (paths: string[], versions: string[] = [], env: NodeJS.ProcessEnv = {}) => ({ exists: (p: string) => paths.includes(p), postgresVersions: () => versions, env });

describe('what npm test needs from the machine', () => {
  it('finds a Chromium (headless shell, desktop browser or CHROMIUM_PATH) and PostgreSQL, or names the packages', () => {
    expect(missingPackages(machine([]))).toEqual(['chromium-headless-shell', 'postgresql']);
    expect(missingPackages(machine(['/usr/bin/chromium', '/usr/lib/postgresql/15/bin/initdb'], ['15']))).toEqual([]);
    expect(missingPackages(machine(['/usr/bin/chromium-headless-shell'], ['15']))).toEqual(['postgresql']);
    expect(missingPackages(machine(['/usr/bin/chromium', '/usr/lib/postgresql/15/bin/initdb'], ['15'], { CHROMIUM_PATH: '/opt/none' }))).toEqual(['chromium-headless-shell']);
  });

  it('installs as root or with sudo, and otherwise stops at once with the one command', () => {
    expect(plan([], { root: false, sudo: false, apt: true }).action).toBe('none');
    expect(plan(['postgresql'], { root: true, sudo: false, apt: true })).toEqual({ action: 'install', command: 'apt-get update && apt-get install -y postgresql' });
    expect(plan(['postgresql'], { root: false, sudo: true, apt: true })).toEqual({ action: 'install', command: 'sudo apt-get update && sudo apt-get install -y postgresql' });
    expect(plan(['chromium-headless-shell', 'postgresql'], { root: false, sudo: false, apt: true })).toEqual({
      action: 'stop',
      command: 'sudo apt-get update && sudo apt-get install -y chromium-headless-shell postgresql',
    });
    expect(plan(['postgresql'], { root: false, sudo: false, apt: false }).action).toBe('stop');
  });
});
