// The SMTP server of startMailSink (workload.mjs), in a worker thread of its own: the simulated users keep the
// main thread busy, and an SMTP server answering from that thread would make every mail (and so every pin
// request's first delivery attempt) look slow. Posts { recipients, text } for each mail received.
import { parentPort } from 'node:worker_threads';
import { SMTPServer } from 'smtp-server';

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  // No DNS lookup of the connecting address (127.0.0.1) for each new connection.
  disableReverseLookup: true,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      const recipients = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
      parentPort.postMessage({ recipients, text: Buffer.concat(chunks).toString('utf8') });
      callback();
    });
  },
});
// A server killed in the middle of a delivery resets its connection: the outbox sends the mail again.
server.on('error', () => {});
server.listen(0, '127.0.0.1', () => parentPort.postMessage({ port: server.server.address().port }));
parentPort.on('message', (message) => {
  if (message === 'close') server.close(() => parentPort.close());
});
