export { PackageGrid, type PackageGridProps } from './PackageGrid';
