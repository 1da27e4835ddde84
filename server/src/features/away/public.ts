// Away for other features, their one way in: deferring a paused member's turns.

export { deferPausedTurns } from './service';
