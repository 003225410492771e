export { SimpleGrid, type GridColumns, type SimpleGridProps } from './SimpleGrid';
