// Paths the shell links to by itself (the route table is the source of every path it opens).
export { HOME_PATH, LOGIN_PATH } from '../ui/route-handle';
export const MESSAGES_PATH = '/m/webEmail';
export const REGISTER_PATH = '/m/register';
export const DEPOSIT_PATH = '/m/voucherCenter';
export const WITHDRAW_PATH = '/m/withdraw';
