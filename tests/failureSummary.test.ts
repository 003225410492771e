import { describe, expect, it } from 'vitest';
import { failureSummary, SUMMARY_LENGTH } from '../scripts/failure-summary.mjs';

describe("the summary's line for a failed test", () => {
  it('is the first line of an ordinary failure, without colours', () => {
    expect(
      failureSummary('\u001b[31mAssertionError: expected 3 to be 4\u001b[39m\n    at foo.ts:1:1'),
    ).toBe('AssertionError: expected 3 to be 4');
  });

  it("says what a story's play function or axe found, not only that the test-runner failed", () => {
    const message = [
      'page.evaluate: StorybookTestRunnerError: ',
      'Click to debug the error directly in Storybook:',
      'http://127.0.0.1:6006/?path=/story/components-admin-statusreasonform--phone&addonPanel=storybook/interactions/panel',
      '',
      'Message:',
      ' expect(element).toHaveFocus()',
      '',
      'Expected element with focus:',
    ].join('\n');
    expect(failureSummary(message)).toBe(
      'page.evaluate: StorybookTestRunnerError: ▸ expect(element).toHaveFocus()',
    );
  });

  it('says which element a timed-out journey step waited for', () => {
    const message = [
      'TimeoutError: locator.waitFor: Timeout 15000ms exceeded.',
      'Call log:',
      "  - waiting for getByText('Booking Cancelled').first() to be visible",
      '',
      '    at tests/e2e/booking.e2e.ts:27:54',
    ].join('\n');
    expect(failureSummary(message)).toBe(
      "TimeoutError: locator.waitFor: Timeout 15000ms exceeded. ▸ waiting for getByText('Booking Cancelled').first() to be visible",
    );
  });

  it('stays one line of bounded length', () => {
    const summary = failureSummary(`Error: ${'x'.repeat(1000)}\nMessage:\n${'y'.repeat(1000)}`);
    expect(summary).not.toContain('\n');
    expect(summary.length).toBe(SUMMARY_LENGTH);
  });

  it('is empty for a failure without a message', () => {
    expect(failureSummary(undefined)).toBe('');
  });
});
