export { Stat } from './Stat';
