import { describe, expect, it } from 'vitest';
import { pageCount, pageWindow } from './pageWindow';

describe('pageWindow', () => {
  it('lists every page when there are few', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it('keeps the ends and the neighbours of the current page, with gaps between', () => {
    expect(pageWindow(1, 179)).toEqual([1, 2, 'gap', 179]);
    expect(pageWindow(90, 179)).toEqual([1, 'gap', 89, 90, 91, 'gap', 179]);
    expect(pageWindow(179, 179)).toEqual([1, 'gap', 178, 179]);
  });

  it('shows a single left-out page rather than a gap', () => {
    expect(pageWindow(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageWindow(5, 9)).toEqual([1, 'gap', 4, 5, 6, 'gap', 9]);
  });

  it('clamps a page outside the range and offers nothing for no pages', () => {
    expect(pageWindow(0, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(9, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 0)).toEqual([]);
  });
});

describe('pageCount', () => {
  it('rounds up and never falls below one page', () => {
    expect(pageCount(1248, 7)).toBe(179);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(5, 0)).toBe(1);
  });
});
