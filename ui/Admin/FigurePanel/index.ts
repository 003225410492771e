export * from './FigurePanel';
