import ReconnectingWebSocket from 'reconnecting-websocket';
import { io } from 'socket.io-client';

// Two-way connections: review items, never Tools (rule stream.web-socket).
export function listenToJobs(token: string, onMessage: (data: string) => void) {
  // @expect-none
  const ws = new WebSocket(`wss://${location.host}/api/jobs/live?token=${token}`);
  ws.onmessage = (event) => onMessage(event.data);
  return ws;
}

export function liveFeed() {
  // @expect-none
  return new ReconnectingWebSocket('/api/feed/socket');
}

export function joinRoom(room: string) {
  // @expect-none
  const socket = io('/chat');
  socket.emit('join', room);
  return socket;
}
