/**
 * Race times as the spec words them (section 9) are every event's times: 'Opens in' with days, hours
 * and minutes before the off, 'Started on' with the date ('Today', 'Tomorrow' or day-month-year) and the
 * 24-hour time after it. `wallClock` is the time service's, so the player's time setting applies.
 */
export { countdownText as raceCountdownText, dateText as raceDateText, timeText as raceTimeText, type WallClock } from '../../domain/exchange/event-time';
