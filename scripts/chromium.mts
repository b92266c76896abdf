/**
 * Finds the Chromium the browser tests drive, and on a fresh machine installs
 * Debian's `chromium` with apt when that is possible. Never downloads a
 * browser build. `npm run test:e2e` runs this file first (`tsx
 * scripts/chromium.mts`); the test harness calls `findChromium` itself.
 *
 * Where it looks, in order: `CHROMIUM_PATH`, then Debian's and Ubuntu's usual
 * paths (`CHROMIUM_PATHS`). `MX_CHROMIUM_CANDIDATES` (paths joined by `:`)
 * replaces that default list and `MX_APT_GET` names the apt-get to run: test
 * seams, so the "not found" paths can be tried without touching the machine's
 * Chromium.
 */
import { accessSync, constants } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { delimiter, join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** Debian's and Ubuntu's usual places for Chromium (Ubuntu's deb is a snap wrapper). */
export const CHROMIUM_PATHS: readonly string[] = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/snap/bin/chromium', '/usr/lib/chromium/chromium'];

/** What apt installs: the browser and a CJK font, so the Japanese UI renders in screenshots. */
export const APT_PACKAGES: readonly string[] = ['chromium', 'fonts-noto-cjk'];

/** The one line printed when there is no Chromium and apt cannot install it. */
export const MISSING_LINE = `No Chromium for the browser tests: install Debian's chromium and a CJK font (as root: apt-get install -y ${APT_PACKAGES.join(' ')}), or set CHROMIUM_PATH to a Chromium or Chrome executable.`;

type Env = Readonly<Record<string, string | undefined>>;

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The paths tried, in order: CHROMIUM_PATH first, then the usual paths (or MX_CHROMIUM_CANDIDATES). */
export function chromiumCandidates(env: Env = process.env): string[] {
  const usual = env.MX_CHROMIUM_CANDIDATES !== undefined ? env.MX_CHROMIUM_CANDIDATES.split(':').filter(Boolean) : CHROMIUM_PATHS;
  return env.CHROMIUM_PATH ? [env.CHROMIUM_PATH, ...usual] : [...usual];
}

/** The first executable candidate, or null. */
export function findChromium(env: Env = process.env): string | null {
  return chromiumCandidates(env).find(isExecutable) ?? null;
}

/** The apt-get to run when this process may install packages (root, and apt-get on the PATH), else null. */
export function usableAptGet(env: Env = process.env, uid: number | null = process.getuid?.() ?? null): string | null {
  if (uid !== 0) return null;
  const name = env.MX_APT_GET ?? 'apt-get';
  if (name.includes('/')) return isExecutable(name) ? name : null;
  return (env.PATH ?? '').split(delimiter).map((dir) => join(dir, name)).find(isExecutable) ?? null;
}

/** Runs apt-get update + install of APT_PACKAGES; returns whether both succeeded. */
function aptInstall(aptGet: string, env: Env): boolean {
  const run = (args: string[]) => spawnSync(aptGet, args, { stdio: 'inherit', env: { ...env, DEBIAN_FRONTEND: 'noninteractive' } }).status === 0;
  return run(['update', '-qq']) && run(['install', '-y', '-qq', '--no-install-recommends', ...APT_PACKAGES]);
}

/**
 * Makes sure a Chromium exists: found, or installed with apt (saying so in one
 * line first), or one line saying exactly what to install. Returns the path
 * or null; `say` receives the lines meant for the person at the terminal.
 */
export function ensureChromium(env: Env = process.env, say: (line: string) => void = console.log, uid: number | null = process.getuid?.() ?? null): string | null {
  const found = findChromium(env);
  if (found) return found;
  const aptGet = usableAptGet(env, uid);
  if (!aptGet) {
    say(MISSING_LINE);
    return null;
  }
  say(`No Chromium found (looked at ${chromiumCandidates(env).join(', ')}): installing Debian's ${APT_PACKAGES.join(' and ')} with apt-get for the browser tests (never a downloaded browser build).`);
  if (!aptInstall(aptGet, env)) {
    say(`apt-get could not install ${APT_PACKAGES.join(' ')}. ${MISSING_LINE}`);
    return null;
  }
  const installed = findChromium(env);
  if (!installed) say(`apt-get finished but no Chromium is at ${chromiumCandidates(env).join(', ')}. ${MISSING_LINE}`);
  return installed;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const path = ensureChromium(process.env, (line) => console.log(line));
  if (!path) process.exit(1);
}
