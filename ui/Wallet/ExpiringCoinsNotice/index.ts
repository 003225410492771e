export { ExpiringCoinsNotice } from './ExpiringCoinsNotice';
