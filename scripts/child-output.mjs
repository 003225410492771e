// Reads where a server a script started listens, from the line it writes once it does.

/**
 * Resolves with the first match of `pattern` in what `child` writes on its standard output (which
 * must be a pipe), read as UTF-8. Rejects if the child exits first, or after `seconds` when given.
 * The rest of the output is read and dropped, so the child never waits on a full pipe.
 * @param {import('node:child_process').ChildProcess} child
 * @param {RegExp} pattern
 * @param {{ what: string, seconds?: number }} options what: the server, for the messages
 * @returns {Promise<RegExpExecArray>}
 */
export function announcedBy(child, pattern, { what, seconds }) {
  const { stdout } = child;
  if (!stdout) throw new Error(`${what}: its output is not a pipe.`);
  return new Promise((resolve, reject) => {
    let timer;
    const fail = (error) => {
      clearTimeout(timer);
      stdout.off('data', listen);
      reject(error);
    };
    const exited = (code) => fail(new Error(`${what} exited (${code}) before it answered.`));
    if (seconds !== undefined) {
      timer = setTimeout(
        () => fail(new Error(`${what} did not start within ${seconds} s.`)),
        seconds * 1000,
      );
    }
    let heard = '';
    function listen(chunk) {
      heard += chunk;
      const found = pattern.exec(heard);
      if (!found) return;
      clearTimeout(timer);
      child.off('exit', exited);
      child.off('error', fail);
      stdout.off('data', listen);
      stdout.resume();
      resolve(found);
    }
    child.once('exit', exited);
    child.once('error', fail);
    stdout.setEncoding('utf8');
    stdout.on('data', listen);
  });
}
