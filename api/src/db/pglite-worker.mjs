// Runs in a worker thread (pglite-host.ts starts it): owns the embedded PGlite and serves it as a
// PostgreSQL server on a Unix socket, so the API reaches it with the pg driver like any server and
// PGlite's queries run on this thread, not on the API's event loop.
//
// Plain JavaScript on purpose: the worker is started from the sources (tsx) and from the esbuild
// bundles alike, and Node 20 cannot load TypeScript in a worker by itself.
//
// PGlite is one PostgreSQL session. Many connections share it the way one backend would serve
// them in turn: a connection gets the session for a whole exchange (a simple query, or an extended
// query up to its Sync) and keeps it for as long as it is inside a transaction; the others queue.
// Notifications are routed by this server: the session LISTENs on behalf of every connection that
// asked, and each NOTIFY is delivered to the connections listening on its channel, at once, as
// PostgreSQL delivers them to idle listeners.
import net from 'node:net';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** The extensions the migrations create; PGlite has only the ones passed to it. */
const EXTENSIONS = { btree_gist, cube, earthdistance, pg_trgm };

// Requests a client sends before its startup message: 8 bytes, a length and a code.
const SSL_REQUEST = 80_877_103;
const GSSENC_REQUEST = 80_877_104;
const CANCEL_REQUEST = 80_877_102;

const TERMINATE = 0x58; // 'X'
const SIMPLE_QUERY = 0x51; // 'Q'
const PARSE = 0x50; // 'P'
const NOTIFICATION = 0x41; // 'A'
const READY_FOR_QUERY = 0x5a; // 'Z'
const IDLE = 0x49; // 'I': ReadyForQuery outside a transaction

const SYNC_MESSAGE = Buffer.from([0x53, 0, 0, 0, 4]);

/** @param {string} sql */
function simpleQuery(sql) {
  const text = Buffer.from(`${sql}\0`);
  const message = Buffer.alloc(5 + text.length);
  message[0] = SIMPLE_QUERY;
  message.writeInt32BE(4 + text.length, 1);
  text.copy(message, 5);
  return message;
}

/**
 * One exchange with PGlite: its output, copied out of the WebAssembly memory. Through the stream
 * form on purpose: PGlite 0.5's execProtocolRaw also parses its output into a list of messages
 * that only execProtocol empties, so every answer served through it stays on this thread's heap
 * (about 70 KB per catalogue read; +390 MiB in a 3-minute soak).
 * @param {Uint8Array} message
 */
async function exchange(message) {
  /** @type {Buffer[]} */
  const chunks = [];
  await db.execProtocolRawStream(message, { onRawData: (chunk) => chunks.push(Buffer.from(chunk)) });
  return chunks.length === 1 ? chunks[0] : Buffer.concat(chunks);
}

/** @param {string} channel */
const quoted = (channel) => `"${channel.replaceAll('"', '""')}"`;

/**
 * LISTEN and UNLISTEN statements in a message's SQL, as [command, channel] ('*' for UNLISTEN *).
 * Clients send them as statements of their own (`LISTEN name`), which is all this recognises.
 * @param {string} sql
 * @returns {Array<['LISTEN' | 'UNLISTEN', string]>}
 */
function listenStatements(sql) {
  /** @type {Array<['LISTEN' | 'UNLISTEN', string]>} */
  const found = [];
  for (const statement of sql.split(';')) {
    const match = /^\s*(listen|unlisten)\s+(?:"((?:[^"]|"")+)"|(\*|[a-z_][a-z0-9_$]*))\s*$/i.exec(statement);
    if (!match) continue;
    const command = /** @type {'LISTEN' | 'UNLISTEN'} */ (match[1].toUpperCase());
    // Unquoted names fold to lower case, as PostgreSQL folds them.
    found.push([command, match[2] !== undefined ? match[2].replaceAll('""', '"') : match[3].toLowerCase()]);
  }
  return found;
}

/** The SQL of the simple queries and parsed statements in a batch of client messages. @param {Buffer} batch */
function sqlOf(batch) {
  const texts = [];
  for (let offset = 0; offset + 5 <= batch.length; ) {
    const type = batch[offset];
    const end = offset + 1 + batch.readInt32BE(offset + 1);
    if (type === SIMPLE_QUERY) texts.push(batch.toString('utf8', offset + 5, end - 1));
    if (type === PARSE) {
      const nameEnd = batch.indexOf(0, offset + 5);
      texts.push(batch.toString('utf8', nameEnd + 1, batch.indexOf(0, nameEnd + 1)));
    }
    offset = end;
  }
  return texts.join(';');
}

class Connection {
  /** @param {net.Socket} socket */
  constructor(socket) {
    this.socket = socket;
    /** Bytes received and not yet cut into messages. */
    this.unread = Buffer.alloc(0);
    /** Whole messages waiting for the session. @type {Buffer[]} */
    this.pending = [];
    this.started = false;
    this.closed = false;
    /** Channels this connection LISTENs on. @type {Set<string>} */
    this.channels = new Set();
  }

  /** Cuts the received bytes into whole messages; false when the client asked to end. @param {Buffer} chunk */
  receive(chunk) {
    this.unread = this.unread.length === 0 ? chunk : Buffer.concat([this.unread, chunk]);
    for (;;) {
      if (!this.started) {
        if (this.unread.length < 8) return true;
        const length = this.unread.readInt32BE(0);
        const code = this.unread.readInt32BE(4);
        if (code === SSL_REQUEST || code === GSSENC_REQUEST) {
          // No encryption on a local socket: the client goes on in plain text.
          this.socket.write('N');
          this.unread = this.unread.subarray(8);
          continue;
        }
        // One session cannot cancel a query of another connection's; the request is dropped.
        if (code === CANCEL_REQUEST) return false;
        if (this.unread.length < length) return true;
        this.pending.push(this.unread.subarray(0, length));
        this.unread = this.unread.subarray(length);
        this.started = true;
        continue;
      }
      if (this.unread.length < 5) return true;
      if (this.unread[0] === TERMINATE) return false;
      const length = 1 + this.unread.readInt32BE(1);
      if (this.unread.length < length) return true;
      this.pending.push(this.unread.subarray(0, length));
      this.unread = this.unread.subarray(length);
    }
  }
}

const { dataDir, socketPath } = workerData;
const db = await PGlite.create(dataDir, { extensions: EXTENSIONS });

/** @type {Set<Connection>} */
const connections = new Set();
/** Connections with messages waiting, in arrival order. @type {Connection[]} */
const queue = [];
/** The connection holding the session between its messages (inside a transaction or an unfinished exchange). @type {Connection | null} */
let holder = null;
/** The running hand-out, if any: PGlite runs one exchange at a time. @type {Promise<void> | null} */
let pumping = null;
/** Set by the close: nothing more reaches PGlite. */
let closing = false;
/** Connections gone while listening, whose channels the session may stop listening on. @type {Connection[]} */
const departures = [];

/** @param {string} channel */
const listenersOf = (channel) => [...connections].filter((connection) => !connection.closed && connection.channels.has(channel));

/**
 * Delivers the notifications in `output` to their channels' listeners and answers what goes back
 * to `sender`: the output without the notifications it does not listen for.
 * @param {Uint8Array} output
 * @param {Connection} sender
 */
function routeNotifications(output, sender) {
  const bytes = Buffer.from(output.buffer, output.byteOffset, output.byteLength);
  /** @type {Buffer[]} */
  const kept = [];
  let keptFrom = 0;
  for (let offset = 0; offset + 5 <= bytes.length; ) {
    const end = offset + 1 + bytes.readInt32BE(offset + 1);
    if (bytes[offset] === NOTIFICATION) {
      const channelStart = offset + 9; // type, length, the notifying process id
      const channel = bytes.toString('utf8', channelStart, bytes.indexOf(0, channelStart));
      const message = Buffer.from(bytes.subarray(offset, end));
      for (const listener of listenersOf(channel)) if (listener !== sender) listener.socket.write(message);
      if (!sender.channels.has(channel)) {
        kept.push(bytes.subarray(keptFrom, offset));
        keptFrom = end;
      }
    }
    offset = end;
  }
  if (keptFrom === 0) return bytes;
  kept.push(bytes.subarray(keptFrom));
  return Buffer.concat(kept);
}

/** Whether the session is free for another connection: the output ends with ReadyForQuery, idle. @param {Uint8Array} output */
function endsIdle(output) {
  return output.length >= 6 && output[output.length - 6] === READY_FOR_QUERY && output[output.length - 1] === IDLE;
}

/**
 * Keeps the session's LISTENs equal to the union of the connections': after `connection`
 * (un)listened, or left, the session listens again on channels others still want, and stops
 * listening on channels nobody wants.
 * @param {Connection} connection
 * @param {Array<['LISTEN' | 'UNLISTEN', string]>} statements
 */
async function applyListens(connection, statements) {
  const dropped = new Set();
  for (const [command, channel] of statements) {
    if (command === 'LISTEN') connection.channels.add(channel);
    else if (channel === '*') {
      for (const held of connection.channels) dropped.add(held);
      connection.channels.clear();
      // The session itself stopped listening on everything.
      for (const other of connections) for (const held of other.channels) dropped.add(held);
    } else if (connection.channels.delete(channel)) dropped.add(channel);
  }
  for (const channel of dropped) {
    const stillWanted = listenersOf(channel).length > 0;
    await exchange(simpleQuery(`${stillWanted ? 'LISTEN' : 'UNLISTEN'} ${quoted(channel)}`));
  }
}

/** After a connection went away holding the session: its unfinished exchange and transaction are ended. */
async function releaseSession() {
  const synced = await exchange(SYNC_MESSAGE);
  if (!endsIdle(synced)) await exchange(simpleQuery('ROLLBACK'));
}

/** Hands the session to the waiting connections one exchange at a time. */
function pump() {
  pumping ??= handOut()
    .catch((error) => console.error('PGlite worker: the session could not be handed on:', error))
    .finally(() => {
      pumping = null;
    });
  return pumping;
}

async function handOut() {
  while (!closing) {
    if (holder?.closed) {
      departures.push(holder);
      holder = null;
      await releaseSession();
      continue;
    }
    const leaving = holder ? undefined : departures.shift();
    if (leaving) {
      await applyListens(
        leaving,
        [...leaving.channels].map((channel) => /** @type {['UNLISTEN', string]} */ (['UNLISTEN', channel])),
      );
      continue;
    }
    const connection = holder ?? nextInQueue();
    if (!connection || connection.pending.length === 0) break;
    const batch = connection.pending.length === 1 ? connection.pending[0] : Buffer.concat(connection.pending);
    connection.pending = [];
    let output;
    try {
      output = await exchange(batch);
    } catch (error) {
      console.error('PGlite worker: a query failed inside PGlite; its connection is closed:', error);
      connection.closed = true;
      connection.socket.destroy();
      holder = connection;
      continue;
    }
    if (!connection.closed) connection.socket.write(routeNotifications(output, connection));
    const statements = listenStatements(sqlOf(batch));
    if (statements.length > 0) await applyListens(connection, statements);
    holder = endsIdle(output) ? null : connection;
    if (!holder && connection.pending.length > 0) queue.push(connection);
  }
}

function nextInQueue() {
  for (let connection = queue.shift(); connection; connection = queue.shift()) {
    if (!connection.closed && connection.pending.length > 0) return connection;
  }
  return null;
}

const server = net.createServer((socket) => {
  const connection = new Connection(socket);
  connections.add(connection);
  socket.setNoDelay(true);
  socket.on('data', (chunk) => {
    if (!connection.receive(chunk)) socket.end();
    if (connection.pending.length > 0 && holder !== connection && !queue.includes(connection)) queue.push(connection);
    void pump();
  });
  socket.on('error', () => socket.destroy());
  socket.on('close', () => {
    connection.closed = true;
    connections.delete(connection);
    // The session is released (and the channels nobody else wants unlistened) between exchanges, by the pump.
    if (holder !== connection && connection.channels.size > 0) departures.push(connection);
    void pump();
  });
});

await new Promise((resolve, reject) => {
  server.once('error', reject);
  server.listen(socketPath, () => resolve(undefined));
});

/**
 * What this thread holds, for the API's metrics (pglite-host.ts): its own V8 heap and the buffers
 * outside it, PGlite's WebAssembly memory (it only grows), and what PostgreSQL's memory contexts
 * hold of it (the rest is shared buffers, the allocator's free space and the program's own data).
 * Read between PGlite's exchanges, as every message is. A reply on the port sent with the question.
 * @param {import('node:worker_threads').MessagePort} port
 */
function reportMemory(port) {
  const { heapUsed, external, arrayBuffers } = process.memoryUsage();
  let wasmMemory = 0;
  let contexts = 0;
  try {
    const module = db.Module;
    wasmMemory = module.wasmMemory.buffer.byteLength;
    // TopMemoryContext is the address of a pointer to the root of every context.
    const top = new Uint32Array(module.wasmMemory.buffer)[module._TopMemoryContext >>> 2];
    contexts = module._MemoryContextMemAllocated(top, true);
  } catch {
    // PGlite's internals are not its API: a version without them reports zeros rather than failing.
  }
  port.postMessage({ heapUsed, external, arrayBuffers, wasmMemory, contexts });
  port.close();
}

parentPort?.on('message', async (message) => {
  if (message?.type === 'memory') return reportMemory(message.port);
  if (message?.type !== 'close') return;
  closing = true;
  const closed = new Promise((resolve) => server.close(() => resolve(undefined)));
  for (const connection of connections) connection.socket.destroy();
  await closed;
  // An exchange already inside PGlite finishes before PGlite closes.
  await pumping;
  await db.close();
  parentPort?.postMessage({ type: 'closed' });
  parentPort?.close();
});
parentPort?.postMessage({ type: 'ready' });
