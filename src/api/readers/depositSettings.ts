// Deposit settings (GET /wps/relay/MCSFE_getDepositSettings). Upstream answers allowDeposit as "Y"/"N"
// and names no service hours (no serviceFrom/serviceTo/inServiceHours); our platform adds them.
// Without them the form stays open (the platform still refuses a post outside its hours, and the
// screen then names upstream's default hours, DEPOSIT_SERVICE_HOURS_DEFAULT, as upstream's own
// outside-hours modal does). Without allowDeposit the screen cannot decide: refused.
import { DEPOSIT_SERVICE_HOURS_DEFAULT } from '../../config/constants';
import type { DepositSettingsReply } from '../reader-types';
import { boolean, object, optBoolean, optInteger, optString } from './read';

const HH_MM = /^([01]?[0-9]|2[0-3]):[0-5][0-9]$/;

function time(v: unknown, path: string): string | undefined {
  const text = optString(v, path)?.trim();
  if (text === undefined || !HH_MM.test(text)) return undefined;
  return text.padStart(5, '0');
}

export default function readDepositSettings(value: unknown): DepositSettingsReply {
  const v = object(value);
  const from = time(v.serviceFrom, 'value.serviceFrom');
  const to = time(v.serviceTo, 'value.serviceTo');
  const named = from !== undefined && to !== undefined;
  return {
    allowDeposit: boolean(v.allowDeposit, 'value.allowDeposit'),
    totalDepositSuccessCount: optInteger(v.totalDepositSuccessCount, 'value.totalDepositSuccessCount') ?? 0,
    serviceFrom: named ? from : DEPOSIT_SERVICE_HOURS_DEFAULT.from,
    serviceTo: named ? to : DEPOSIT_SERVICE_HOURS_DEFAULT.to,
    serviceHoursNamed: named,
    inServiceHours: optBoolean(v.inServiceHours, 'value.inServiceHours') ?? true,
  };
}
