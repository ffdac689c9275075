import net from 'node:net';
import { SMTPServer } from 'smtp-server';
import { freePort } from './free-port';

// Mail servers that fail the ways real ones do, on loopback: nobody listening, one that accepts
// and never speaks, one that hangs up at once, and a real SMTP server that refuses every recipient.

export interface SmtpStandIns {
  /** smtp:// URLs, one per way of failing. */
  urls: { down: string; silent: string; hangsUp: string; refuses: string };
  close(): Promise<void>;
}

const listen = async (server: net.Server | SMTPServer) => {
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return `smtp://127.0.0.1:${port}`;
};

export async function startSmtpStandIns(): Promise<SmtpStandIns> {
  const sockets = new Set<net.Socket>();
  const keep = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  };
  const silent = net.createServer(keep);
  const hangsUp = net.createServer((socket) => socket.destroy());
  const refuses = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      callback(Object.assign(new Error('5.1.1 Mailbox unavailable'), { responseCode: 550 }));
    },
  });
  const urls = {
    down: `smtp://127.0.0.1:${await freePort()}`,
    silent: await listen(silent),
    hangsUp: await listen(hangsUp),
    refuses: await listen(refuses),
  };
  return {
    urls,
    async close() {
      for (const socket of sockets) socket.destroy();
      await Promise.all([
        new Promise((resolve) => silent.close(resolve)),
        new Promise((resolve) => hangsUp.close(resolve)),
        new Promise((resolve) => refuses.close(() => resolve(undefined))),
      ]);
    },
  };
}
