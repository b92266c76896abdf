import { chmodSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { APT_PACKAGES, chromiumCandidates, CHROMIUM_PATHS, ensureChromium, findChromium, HEADLESS_SHELL_PATHS, isHeadlessShell, MISSING_LINE, usableAptGet } from '../../scripts/chromium.mts';

/** A directory with an executable file `name` (writing `body`), returning its path. */
function executable(dir: string, name: string, body = '#!/bin/sh\nexit 0\n'): string {
  const path = join(dir, name);
  writeFileSync(path, body);
  chmodSync(path, 0o755);
  return path;
}

describe('finding Chromium', () => {
  it('tries CHROMIUM_PATH first, then for the tests the headless shell before the usual Debian and Ubuntu paths, for the rest after them', () => {
    expect(chromiumCandidates({})).toEqual([...HEADLESS_SHELL_PATHS, ...CHROMIUM_PATHS]);
    expect(chromiumCandidates({}, 'browser')).toEqual([...CHROMIUM_PATHS, ...HEADLESS_SHELL_PATHS]);
    expect(HEADLESS_SHELL_PATHS).toContain('/usr/bin/chromium-headless-shell');
    expect(CHROMIUM_PATHS).toContain('/usr/bin/chromium');
    expect(CHROMIUM_PATHS).toContain('/usr/bin/chromium-browser');
    expect(chromiumCandidates({ CHROMIUM_PATH: '/opt/c' })).toEqual(['/opt/c', ...HEADLESS_SHELL_PATHS, ...CHROMIUM_PATHS]);
    expect(chromiumCandidates({ CHROMIUM_PATH: '/opt/c' }, 'browser')).toEqual(['/opt/c', ...CHROMIUM_PATHS, ...HEADLESS_SHELL_PATHS]);
    expect(HEADLESS_SHELL_PATHS.every(isHeadlessShell)).toBe(true);
    expect(CHROMIUM_PATHS.some(isHeadlessShell)).toBe(false);
  });

  it('returns the first executable candidate and skips missing or non-executable files', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mx-chromium-'));
    writeFileSync(join(dir, 'plain'), '');
    const second = executable(dir, 'second');
    expect(findChromium({ MX_CHROMIUM_CANDIDATES: `${dir}/none:${dir}/plain:${second}` })).toBe(second);
    expect(findChromium({ CHROMIUM_PATH: `${dir}/none`, MX_CHROMIUM_CANDIDATES: '' })).toBeNull();
  });

  it('without Chromium and without root, says in one line what to install and does not run apt', () => {
    const lines: string[] = [];
    const dir = mkdtempSync(join(tmpdir(), 'mx-apt-'));
    const log = join(dir, 'apt.log');
    const apt = executable(dir, 'apt-get', `#!/bin/sh\necho "$@" >> ${log}\n`);
    expect(ensureChromium({ MX_CHROMIUM_CANDIDATES: `${dir}/none`, MX_APT_GET: apt }, (l) => lines.push(l), 1000)).toBeNull();
    expect(lines).toEqual([MISSING_LINE]);
    expect(MISSING_LINE).toMatch(/apt-get install -y chromium chromium-headless-shell fonts-noto-cjk/);
    expect(() => readFileSync(log)).toThrow();
  });

  it('as root with apt, installs chromium, its headless shell and the CJK font, saying so first, then finds it', () => {
    const lines: string[] = [];
    const dir = mkdtempSync(join(tmpdir(), 'mx-apt-'));
    const log = join(dir, 'apt.log');
    const target = join(dir, 'chromium');
    // The fake apt-get "installs" Chromium by creating the executable the finder looks for.
    const apt = executable(dir, 'apt-get', `#!/bin/sh\necho "$@" >> ${log}\ncase "$1" in install) printf '#!/bin/sh\\n' > ${target}; chmod +x ${target};; esac\n`);
    expect(ensureChromium({ MX_CHROMIUM_CANDIDATES: target, MX_APT_GET: apt }, (l) => lines.push(l), 0)).toBe(target);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/installing Debian's chromium, chromium-headless-shell, fonts-noto-cjk with apt-get/);
    const calls = readFileSync(log, 'utf8').trim().split('\n');
    expect(calls[0]).toMatch(/^update/);
    expect(calls[1]).toMatch(/^install -y/);
    for (const p of APT_PACKAGES) expect(calls[1]).toContain(p);
  });

  it('beside a Chromium without the headless shell, installs the shell as root with apt and runs in it', () => {
    const lines: string[] = [];
    const dir = mkdtempSync(join(tmpdir(), 'mx-apt-'));
    const log = join(dir, 'apt.log');
    const full = executable(dir, 'chromium');
    const shell = join(dir, 'chromium-headless-shell');
    const apt = executable(dir, 'apt-get', `#!/bin/sh\necho "$@" >> ${log}\ncase "$1" in install) printf '#!/bin/sh\\n' > ${shell}; chmod +x ${shell};; esac\n`);
    expect(ensureChromium({ MX_CHROMIUM_CANDIDATES: `${shell}:${full}`, MX_APT_GET: apt }, (l) => lines.push(l), 0)).toBe(shell);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/installing it with apt-get/);
    const calls = readFileSync(log, 'utf8').trim().split('\n');
    expect(calls[1]).toMatch(/^install -y .*chromium-headless-shell$/);
    // Found now: nothing more to install, nothing said.
    expect(ensureChromium({ MX_CHROMIUM_CANDIDATES: `${shell}:${full}`, MX_APT_GET: apt }, (l) => lines.push(l), 0)).toBe(shell);
    expect(lines).toHaveLength(1);
    expect(readFileSync(log, 'utf8').trim().split('\n')).toHaveLength(2);
  });

  it('beside a Chromium without the shell, runs in that Chromium when apt cannot install the shell or may not, and takes CHROMIUM_PATH as it is', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mx-apt-'));
    const log = join(dir, 'apt.log');
    const full = executable(dir, 'chromium');
    const failing = executable(dir, 'apt-get', `#!/bin/sh\necho "$@" >> ${log}\nexit 100\n`);
    const env = { MX_CHROMIUM_CANDIDATES: `${dir}/chromium-headless-shell:${full}`, MX_APT_GET: failing };
    const lines: string[] = [];
    expect(ensureChromium(env, (l) => lines.push(l), 0)).toBe(full);
    expect(lines.at(-1)).toMatch(/could not install chromium-headless-shell: the browser tests run in/);
    const quiet: string[] = [];
    expect(ensureChromium(env, (l) => quiet.push(l), 1000)).toBe(full);
    expect(ensureChromium({ ...env, CHROMIUM_PATH: full }, (l) => quiet.push(l), 0)).toBe(full);
    expect(quiet).toEqual([]);
    expect(readFileSync(log, 'utf8').trim().split('\n')).toHaveLength(1);
  });

  it('when apt fails, says so and what to install', () => {
    const lines: string[] = [];
    const dir = mkdtempSync(join(tmpdir(), 'mx-apt-'));
    const apt = executable(dir, 'apt-get', '#!/bin/sh\nexit 100\n');
    expect(ensureChromium({ MX_CHROMIUM_CANDIDATES: `${dir}/none`, MX_APT_GET: apt }, (l) => lines.push(l), 0)).toBeNull();
    expect(lines.at(-1)).toMatch(/could not install/);
    expect(lines.at(-1)).toContain(MISSING_LINE);
  });

  it('apt is usable only as root with an apt-get to run', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mx-apt-'));
    const apt = executable(dir, 'apt-get');
    expect(usableAptGet({ PATH: dir }, 0)).toBe(apt);
    expect(usableAptGet({ PATH: dir }, 1000)).toBeNull();
    expect(usableAptGet({ PATH: '/nonexistent' }, 0)).toBeNull();
  });
});
