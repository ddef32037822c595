// How a hot match's time reads. Apart from home-logic.ts so dayjs arrives with the hot matches
// block (after the first banner), not with the home screen.
import dayjs from 'dayjs';
import { MATCH_TIME_FORMAT } from '../../config/constants';

/** Spec section 9: match time as MM/DD HH:mm, in the player's own time zone. */
export function formatMatchTime(epochMs: number): string {
  return dayjs(epochMs).format(MATCH_TIME_FORMAT);
}
