// Read like the dividend relay's reply (contractProcessDividend.ts): upstream's body is not seen.
export { default } from './contractProcessDividend';
