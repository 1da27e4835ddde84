// Chat for other features, their one way in: sending a message and marking messages read (the realtime socket's
// requests).

export { markRead, sendMessage } from './service';
