/** Event times as the spec words them: shared with the server, which draws the first screen with them. */
export { countdownText, dateText, timeText } from '../../domain/exchange/event-time';
