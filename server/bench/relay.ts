/**
 * The chat benchmark's floor: the least a chat server can do. A bare `ws` server (no Fastify, no
 * auth check, no rules, no timers, no notifications) that stores each message with one INSERT and
 * forwards it to the recipient's socket, acknowledging the sender. Run as its own process by
 * bench/chat.ts: `node --import tsx server/bench/relay.ts` with DATABASE_URL and PORT.
 * The client names itself in its `auth` frame and the recipient in each `send` frame.
 */
import crypto from 'node:crypto';
import pg from 'pg';
import { WebSocketServer, type WebSocket } from 'ws';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) });
const sockets = new Map<string, WebSocket>();
const server = new WebSocketServer({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });

interface Frame {
  type: string;
  userId?: string;
  ref?: string;
  matchId?: string;
  clientId?: string;
  content?: string;
  to?: string;
}

const INSERT = {
  name: 'relay_insert',
  text: 'insert into messages (match_id, sender_id, client_id, content) values ($1, $2, $3, $4) returning id, seq, created_at',
};

server.on('connection', (socket) => {
  let userId: string | null = null;
  socket.on('message', async (data) => {
    const frame = JSON.parse(data.toString()) as Frame;
    if (frame.type === 'auth') {
      userId = frame.userId ?? crypto.randomUUID();
      sockets.set(userId, socket);
      socket.send(JSON.stringify({ type: 'ready' }));
      return;
    }
    if (frame.type !== 'send' || !userId) return;
    const { rows } = await pool.query({ ...INSERT, values: [frame.matchId, userId, frame.clientId, frame.content] });
    const row = rows[0] as { id: string; seq: string; created_at: Date };
    const message = {
      id: row.id, seq: Number(row.seq), matchId: frame.matchId, senderId: userId, clientId: frame.clientId,
      content: frame.content, read: false, createdAt: row.created_at.toISOString(),
    };
    sockets.get(frame.to!)?.send(JSON.stringify({ type: 'message.created', message }));
    socket.send(JSON.stringify({ type: 'sent', ref: frame.ref, message }));
  });
  socket.on('close', () => {
    if (userId && sockets.get(userId) === socket) sockets.delete(userId);
  });
});

server.on('listening', () => {
  const address = server.address();
  console.log(`relay listening on ${typeof address === 'string' ? address : address?.port}`);
});
