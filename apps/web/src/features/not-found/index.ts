// The not-found feature's door: the page other features show for an address that names nothing.
export { NotFoundPage } from './NotFoundPage';
