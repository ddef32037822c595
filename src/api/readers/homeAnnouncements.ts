// Home's announcements (CCSFE_getListAnnouncements) have the member centre's keys: one reader for both.
export { default } from './announcements';
