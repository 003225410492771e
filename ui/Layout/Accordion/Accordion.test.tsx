import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../../tests/renderWithTheme';
import { Accordion } from './Accordion';

const items = [
  { value: 'book', title: 'How do I book a court?', content: 'Choose a time.' },
  { value: 'coins', title: 'What are coins?', content: 'Prepaid credit.' },
];

describe('Accordion', () => {
  it('puts each question’s button in a heading, so a screen reader can list and jump to them', () => {
    renderWithTheme(<Accordion items={items} headingLevel={4} />);
    const headings = screen.getAllByRole('heading', { level: 4 });
    expect(headings.map((heading) => heading.textContent)).toEqual(items.map((i) => i.title));
    for (const [at, heading] of headings.entries()) {
      expect(within(heading).getByRole('button', { name: items[at]?.title })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
    }
  });

  it('uses level 3 headings unless told otherwise', () => {
    renderWithTheme(<Accordion items={items} />);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2);
  });
});
