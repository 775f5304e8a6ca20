// The npm mirror this project installs from lacks the other platforms' optional
// binaries (@next/swc-darwin-*, @rollup/rollup-win32-*, …). `npm install` then
// leaves them out of package-lock.json, and `npm ci` refuses the lock as "out of
// sync". This adds the standard lock entry for each missing optional platform
// package (version from its parent's optionalDependencies, os/cpu/libc from its
// name), exactly what npm writes when the registry has them; npm skips them on
// other platforms without fetching. Run after `npm install` changes the lock.
import { readFileSync, writeFileSync } from 'node:fs';

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
const packages = lock.packages;
const OS = ['darwin', 'win32', 'linux', 'freebsd', 'android', 'openbsd', 'netbsd', 'sunos', 'aix', 'openharmony'];
const CPU = ['arm64', 'x64', 'ia32', 'ppc64', 's390x', 'riscv64', 'loong64', 'mips64el', 'arm'];

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((p) => OS.includes(p));
  const cpu = parts.find((p) => CPU.includes(p)) ?? (parts.some((p) => p.startsWith('arm')) ? 'arm' : undefined);
  if (!os || !cpu) return null;
  const libc = parts.some((p) => p.includes('musl'))
    ? ['musl']
    : parts.some((p) => p.includes('gnu')) && os === 'linux'
      ? ['glibc']
      : undefined;
  return { os: [os], cpu: [cpu], ...(libc ? { libc } : {}) };
}

let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [dep, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${path ? `${path}/` : ''}node_modules/${dep}`;
    if (packages[nested] || packages[`node_modules/${dep}`]) continue;
    const platform = platformOf(dep);
    if (!platform || !/^\d+\.\d+\.\d+/.test(version)) continue;
    packages[`node_modules/${dep}`] = { version, dev: entry.dev, optional: true, ...platform };
    added += 1;
  }
}
writeFileSync('package-lock.json', `${JSON.stringify(lock, null, 2)}\n`);
console.log(`platform stubs added: ${added}`);
