/**
 * What the summary of `npm test` says about one failed test: the first line of its message, and,
 * where that line only names the runner's error, the line that says what went wrong. The summary is
 * the end of a long log and often the only part of it a reader gets (a CI page shows its tail), so
 * it has to be enough to start from.
 *
 * - The Storybook test-runner's first line is `page.evaluate: StorybookTestRunnerError:`; the
 *   story's own error (a failed expectation, an axe violation) follows its `Message:` line.
 * - Playwright's first line is the action that timed out (`locator.waitFor: Timeout … exceeded.`);
 *   which element it waited for is the first entry of its `Call log:`.
 */

// eslint-disable-next-line no-control-regex
const COLOURS = /\u001b\[[0-9;]*m/g;

/** How long one failure's summary may be, so that ten of them still fit a screen. */
export const SUMMARY_LENGTH = 400;

/** The first non-empty line after the line `marker` starts, without a list's leading dash. */
function lineAfter(lines, marker) {
  const at = lines.findIndex((line) => line.startsWith(marker));
  if (at < 0) return undefined;
  const next = lines.slice(at + 1).find((line) => line !== '');
  return next?.replace(/^-\s+/, '');
}

/** One line saying why a test failed, from its full message (colours and all). */
export function failureSummary(message = '') {
  const lines = String(message)
    .replace(COLOURS, '')
    .split('\n')
    .map((line) => line.trim());
  const first = lines.find((line) => line !== '') ?? '';
  const detail = [lineAfter(lines, 'Message:'), lineAfter(lines, 'Call log:')].filter(
    (line) => line !== undefined && line !== first,
  );
  return [first, ...detail].join(' ▸ ').slice(0, SUMMARY_LENGTH);
}
