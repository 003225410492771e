export { PAGER_COPY, Pager, type PagePosition, type PagerCopy, type PagerProps } from './Pager';
export { pageCount, pageWindow, type PageItem } from './pageWindow';
