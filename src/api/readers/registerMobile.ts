// Registration signs the new member in with login's reply.
export { default } from './login';
