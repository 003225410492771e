export * from './PackageSales';
