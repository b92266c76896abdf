/**
 * Finds the Chromium the browser tests drive, and on a fresh machine installs
 * Debian's with apt when that is possible. Never downloads a browser build.
 * `npm run test:e2e` runs this file first (`tsx scripts/chromium.mts`); the
 * test harness calls `findChromium` itself.
 *
 * Two builds of Debian's Chromium, one source:
 * - `chromium-headless-shell` (the old headless mode: the same Blink and V8,
 *   without the browser's window machinery) runs the browser tests. A fresh
 *   page of the app costs ~0.55 CPU-s in it against ~0.85 in `chromium`, and
 *   the whole browser lane ~345 CPU-s against ~430 (interleaved; docs/manual.md,
 *   "Tests").
 * - `chromium` (new headless, what a visitor's browser runs) for the
 *   benchmarks, the screenshots and the gallery (`purpose` 'browser'). Each
 *   falls back to the other when it is missing.
 *
 * Where it looks, in order: `CHROMIUM_PATH`, then for the tests the shell's
 * usual paths (`HEADLESS_SHELL_PATHS`) and Chromium's (`CHROMIUM_PATHS`), for
 * the rest the same two lists the other way round.
 * `MX_CHROMIUM_CANDIDATES` (paths joined by `:`) replaces those usual lists
 * and `MX_APT_GET` names the apt-get to run: test seams, so the "not found"
 * paths can be tried without touching the machine's Chromium.
 */
import { accessSync, constants } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { delimiter, join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** Debian's and Ubuntu's usual places for Chromium (Ubuntu's deb is a snap wrapper). */
export const CHROMIUM_PATHS: readonly string[] = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/snap/bin/chromium', '/usr/lib/chromium/chromium'];

/** Debian's headless shell: where the browser tests look first. */
export const HEADLESS_SHELL_PATHS: readonly string[] = ['/usr/bin/chromium-headless-shell', '/usr/lib/chromium/chromium-headless-shell'];

/** What apt installs: the browser, its headless shell, and a CJK font, so the Japanese UI renders. */
export const APT_PACKAGES: readonly string[] = ['chromium', 'chromium-headless-shell', 'fonts-noto-cjk'];

/** Who launches it: the browser tests (the shell first), or the benchmarks and pictures (Chromium itself first). */
export type Purpose = 'tests' | 'browser';

/** Whether `path` is a headless shell (by its file's name). */
export const isHeadlessShell = (path: string): boolean => /chromium-headless-shell$/.test(path);

/** The one line printed when there is no Chromium and apt cannot install it. */
export const MISSING_LINE = `No Chromium for the browser tests: install Debian's chromium, its headless shell and a CJK font (as root: apt-get install -y ${APT_PACKAGES.join(' ')}), or set CHROMIUM_PATH to a Chromium or Chrome executable.`;

type Env = Readonly<Record<string, string | undefined>>;

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The paths tried, in order: CHROMIUM_PATH first, then the usual paths for the purpose (or MX_CHROMIUM_CANDIDATES). */
export function chromiumCandidates(env: Env = process.env, purpose: Purpose = 'tests'): string[] {
  const usual = env.MX_CHROMIUM_CANDIDATES !== undefined ? env.MX_CHROMIUM_CANDIDATES.split(':').filter(Boolean) : purpose === 'tests' ? [...HEADLESS_SHELL_PATHS, ...CHROMIUM_PATHS] : [...CHROMIUM_PATHS, ...HEADLESS_SHELL_PATHS];
  return env.CHROMIUM_PATH ? [env.CHROMIUM_PATH, ...usual] : [...usual];
}

/** The first executable candidate, or null. */
export function findChromium(env: Env = process.env, purpose: Purpose = 'tests'): string | null {
  return chromiumCandidates(env, purpose).find(isExecutable) ?? null;
}

/** The apt-get to run when this process may install packages (root, and apt-get on the PATH), else null. */
export function usableAptGet(env: Env = process.env, uid: number | null = process.getuid?.() ?? null): string | null {
  if (uid !== 0) return null;
  const name = env.MX_APT_GET ?? 'apt-get';
  if (name.includes('/')) return isExecutable(name) ? name : null;
  return (env.PATH ?? '').split(delimiter).map((dir) => join(dir, name)).find(isExecutable) ?? null;
}

/** Runs apt-get update + install of APT_PACKAGES; returns whether both succeeded. */
function aptInstall(aptGet: string, env: Env, packages: readonly string[]): boolean {
  const run = (args: string[]) => spawnSync(aptGet, args, { stdio: 'inherit', env: { ...env, DEBIAN_FRONTEND: 'noninteractive' } }).status === 0;
  return run(['update', '-qq']) && run(['install', '-y', '-qq', '--no-install-recommends', ...packages]);
}

/**
 * Makes sure the browser tests have a Chromium: the headless shell found; or, beside a Chromium without the shell, the
 * shell installed with apt when this process may (else that Chromium); or everything installed with apt (saying so in
 * one line first); or one line saying exactly what to install. A CHROMIUM_PATH that exists is taken as it is. Returns
 * the path or null; `say` receives the lines meant for the person at the terminal.
 */
export function ensureChromium(env: Env = process.env, say: (line: string) => void = console.log, uid: number | null = process.getuid?.() ?? null): string | null {
  const found = findChromium(env);
  if (found && (isHeadlessShell(found) || found === env.CHROMIUM_PATH)) return found;
  const aptGet = usableAptGet(env, uid);
  if (found) {
    if (!aptGet) return found;
    say(`The browser tests cost about a fifth less CPU in Debian's chromium-headless-shell than in ${found}: installing it with apt-get.`);
    if (!aptInstall(aptGet, env, ['chromium-headless-shell'])) say(`apt-get could not install chromium-headless-shell: the browser tests run in ${found}.`);
    return findChromium(env) ?? found;
  }
  if (!aptGet) {
    say(MISSING_LINE);
    return null;
  }
  say(`No Chromium found (looked at ${chromiumCandidates(env).join(', ')}): installing Debian's ${APT_PACKAGES.join(', ')} with apt-get for the browser tests (never a downloaded browser build).`);
  if (!aptInstall(aptGet, env, APT_PACKAGES)) {
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
