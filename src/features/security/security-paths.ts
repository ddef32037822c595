// The security centre's paths (the route table holds the same; other features link to them by path).
export const SECURITY_CENTER_PATH = '/m/securityCenter';
export const FUNDS_PASSWORD_PATH = '/m/securityCenter/fundsPassword';
export const FORGET_FUNDS_PASSWORD_PATH = '/m/securityCenter/forgetFundsPass';
export const EMAIL_PATH = '/m/securityCenter/email';
export const PAYEE_PATH = '/m/securityCenter/payee';
export const BANK_CARDS_PATH = '/m/myBankCards';
export const ADD_BANK_CARD_PATH = '/m/securityCenter/addBankCard';
export const CHANGE_PASSWORD_PATH = '/m/changePsw';
