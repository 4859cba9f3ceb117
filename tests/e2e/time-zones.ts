/**
 * The journeys' two clocks: the operator's (the server's OPERATOR_TIMEZONE, global-setup.ts) and
 * the phones' and desks' (fixtures.ts, console-fixtures.ts), 13 to 14 hours apart, so the day
 * differs as well as the hour.
 */
export const OPERATOR_TIME_ZONE = 'Asia/Dhaka';
export const PHONE_TIME_ZONE = 'America/Los_Angeles';
// The desks' zone is the phones' (its own constant: an alias would export one value twice).
export const DESK_TIME_ZONE: string = 'America/Los_Angeles';
