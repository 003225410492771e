/** The build refuses a pre-rendered page whose emotion classes came without their rules. */
import { describe, expect, it } from 'vitest';
import { classesWithoutStyles } from '../scripts/prerender.mjs';

describe('classesWithoutStyles', () => {
  it('passes a page that carries the rule of every class it uses', () => {
    const html =
      '<style data-emotion="css-global 1x">body{}</style><style data-emotion="css ab1 cd2">.css-ab1{}</style>' +
      '<main class="css-ab1"><p class="chakra-text css-cd2 css-0">Hi</p></main>';
    expect(classesWithoutStyles(html)).toEqual([]);
  });

  it('names the classes whose rules went out with a discarded render', () => {
    const html =
      '<style data-emotion="css ab1">.css-ab1{}</style><main class="css-zz9"><p class="css-ab1 css-yy8"></p></main>';
    expect(classesWithoutStyles(html)).toEqual(['yy8', 'zz9']);
  });
});
