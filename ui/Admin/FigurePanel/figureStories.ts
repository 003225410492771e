/**
 * What the stories of every figure block of the Admin Overview check alike: each is a
 * FigurePanel, so it loads, fails and sits on a phone the same way, and its stories say so once.
 */
import { expect, userEvent, within } from 'storybook/test';
import { failure, loading } from '../../remote';
import { FIGURE_PANEL_COPY } from './FigurePanel';

/** The value a stat tile shows under `label`, as a person reads the pair. */
export const figureOf = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByText(label, { selector: 'dt' }).nextElementSibling;

interface Context {
  canvasElement: HTMLElement;
  args: { onRetry?: (() => void) | undefined };
}

/** The page itself never scrolls sideways at the story's width. */
export const fitsTheWidth = () =>
  expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);

/**
 * The loading and failed stories of a figure block titled `title`: while loading, the region is
 * busy and says so, with no figure; a failed call shows the error and a retry, never example
 * figures (decisions §13).
 */
export function figureBlockStories(title: string, failedMessage: string) {
  const noFigures = (canvasElement: HTMLElement) => {
    const canvas = within(canvasElement);
    return Promise.all([
      expect(canvas.queryByRole('table')).toBeNull(),
      expect(canvas.queryByRole('list')).toBeNull(),
      expect(canvasElement.querySelector('dt')).toBeNull(),
    ]);
  };
  return {
    Loading: {
      args: { figures: loading },
      play: async ({ canvasElement }: Context) => {
        const canvas = within(canvasElement);
        await expect(canvas.getByRole('region', { name: title })).toHaveAttribute(
          'aria-busy',
          'true',
        );
        await expect(canvas.getByText(FIGURE_PANEL_COPY.loading)).toBeInTheDocument();
        await noFigures(canvasElement);
      },
    },
    Failed: {
      args: { figures: failure(failedMessage) },
      play: async ({ canvasElement, args }: Context) => {
        const canvas = within(canvasElement);
        await expect(canvas.getByRole('alert')).toHaveTextContent(failedMessage);
        await noFigures(canvasElement);
        await userEvent.click(canvas.getByRole('button', { name: FIGURE_PANEL_COPY.retry }));
        await expect(args.onRetry).toHaveBeenCalledTimes(1);
      },
    },
  };
}
