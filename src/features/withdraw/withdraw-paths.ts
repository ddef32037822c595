// Where the withdraw screens lead: other slices' pages by path only (features never import each other).
export const WITHDRAW_PATH = '/m/withdraw';
export const WITHDRAW_RECORDS_PATH = '/m/withdrawReport';
export const ADD_BANK_CARD_PATH = '/m/securityCenter/addBankCard';
export const FUNDS_PASSWORD_PATH = '/m/securityCenter/fundsPassword';
export const FORGET_FUNDS_PASSWORD_PATH = '/m/securityCenter/forgetFundsPass';
export const PAYEE_PATH = '/m/securityCenter/payee';
export const DEPOSIT_PATH = '/m/voucherCenter';
export const SERVICE_PATH = '/m/customerService';
