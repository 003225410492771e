// Finds the Chromium every browser test uses: CHROME_PATH, else Debian's /usr/bin/chromium.
// Where there is none and we are root with apt, installs Debian's package; otherwise says how.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

// Flags that let headless Chromium run as root on a machine whose network is closed.
export const chromiumArgs = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export function findChromium() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv))
      throw new Error(`CHROME_PATH points to ${fromEnv}, which does not exist.`);
    return fromEnv;
  }
  if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  throw new Error(
    "No Chromium found. Set CHROME_PATH to a Chromium or Chrome binary, or install Debian's: " +
      'sudo apt-get update && sudo apt-get install -y chromium',
  );
}

function hasCommand(name) {
  try {
    execFileSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Returns a Chromium path, installing Debian's package first when that is possible here. */
export function ensureChromium() {
  if (process.env.CHROME_PATH || existsSync(DEBIAN_CHROMIUM)) return findChromium();
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && hasCommand('apt-get')) {
    console.log("No Chromium found: installing Debian's chromium package (apt-get)…");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  }
  return findChromium();
}
