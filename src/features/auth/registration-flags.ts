// Whether registration is open, and by which methods (spec sections 2 and 6). The REG3 module gates
// registration as a whole; USERNAMEREG3 / MOBILENUMREG3 choose the methods. DIRECTREG3 only decides
// the header's register button, so a merchant without it (mono) still registers by mobile number.
import { flag } from '../../config/flags';

export function registrationMethods(): { username: boolean; mobile: boolean } {
  if (!flag('REG3')) return { username: false, mobile: false };
  return { username: flag('USERNAMEREG3'), mobile: flag('MOBILENUMREG3') };
}

export function registrationOpen(): boolean {
  const methods = registrationMethods();
  return methods.username || methods.mobile;
}
