// The store every app server shares for cached pages and data, and the ordered channel of change
// notices (docs/architecture.md). With REDIS_URL: Redis. Entries are keys with a lifetime; each tag
// has a revision number (a hash field, never evicted) that a write increments, and an entry stores
// the revisions of its tags when it was written: an entry whose revisions differ from the current
// ones is out of date. A change is also appended to a Redis Stream in the same transaction, which
// each server reads in order from its last id (in-memory copies such as the search index follow it).
// Nothing compares one host's clock with another's: freshness by time is a key's remaining lifetime,
// and scheduled expiries are judged by Redis's own clock. Without REDIS_URL the same operations run
// on a store in this process (one server, `npm run dev`).
// Plain CommonJS: the cache handler (cache-handler.cjs) loads it outside Next's bundle, and
// the app reaches the same process-wide state through globalThis.
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS, see above */
const { createClient } = require("@redis/client");

const PREFIX = "hrpulse:";
const REVS = `${PREFIX}tagrev`;
const STALE_REVS = `${PREFIX}tagstale`;
const CHANGES = `${PREFIX}changes`;
const SCHEDULED = `${PREFIX}scheduled`;
const ENTRY = (key) => `${PREFIX}e:${key}`;
const FRESH = (key) => `${PREFIX}f:${key}`;
/** Change notices kept in the stream: a server away for longer than this many writes rebuilds. */
const STREAM_LENGTH = 10000;
/** An entry's longest life in Redis (its lifetime asks for more, or for none). */
const MAX_ENTRY_SECONDS = 7 * 24 * 60 * 60;
/** Due scheduled expiries are looked for at most this often. */
const SCHEDULE_CHECK_MS = 1000;
/** A command that takes longer fails: the cache is then a miss, never a wait. */
const COMMAND_TIMEOUT_MS = 2000;
/** The "everything changed" tag (lib/cache/public-tags.ts PUBLIC_TAG). */
const EVERYTHING = "public";

const STATE = Symbol.for("hrpulse.sharedStore");

function state() {
  globalThis[STATE] ??= {
    url: undefined,
    client: null,
    reader: null,
    listening: false,
    local: { entries: new Map(), bytes: 0, revs: new Map(), staleRevs: new Map(), scheduled: new Map() },
    /** Change notices delivered to listeners, in order. */
    listeners: new Set(),
    queue: Promise.resolve(),
    /** The id of the last stream entry delivered (Redis), "" before the first read. */
    lastId: "",
    /** Per-process counter of notices, and per tag the counter at its last notice (single flights). */
    seq: 0,
    tagSeq: new Map(),
    scheduleCheckedAt: 0,
    scheduleCheck: null,
  };
  return globalThis[STATE];
}

const redisUrl = () => process.env.REDIS_URL?.trim() || "";

/** "redis" when REDIS_URL is set, else "memory" (this process only). */
function mode() {
  return redisUrl() ? "redis" : "memory";
}

function log(level, msg, fields = {}) {
  const line = JSON.stringify({ level, msg, ...fields });
  if (level === "error" || level === "warn") console.error(line);
  else console.log(line);
}

function newClient() {
  const client = createClient({
    url: redisUrl(),
    // Commands fail at once while disconnected: a cache miss, never a request waiting for Redis.
    disableOfflineQueue: true,
    socket: {
      connectTimeout: COMMAND_TIMEOUT_MS,
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2000),
    },
  });
  let reported = false;
  client.on("error", (error) => {
    if (reported) return;
    reported = true;
    log("error", "redis unreachable", { error: String(error) });
  });
  client.on("ready", () => {
    if (reported) log("info", "redis reachable again");
    reported = false;
  });
  return client;
}

function withTimeout(promise, what) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`redis ${what} took longer than ${COMMAND_TIMEOUT_MS} ms`)),
      COMMAND_TIMEOUT_MS,
    );
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** The shared command connection (connected on first use). */
async function redis() {
  const current = state();
  if (current.url !== redisUrl()) {
    current.url = redisUrl();
    current.client = null;
  }
  if (!current.client) {
    const client = newClient();
    current.client = { client, connecting: client.connect().catch(() => undefined) };
  }
  const { client, connecting } = current.client;
  if (!client.isReady) await withTimeout(connecting, "connect");
  if (!client.isReady) throw new Error("redis is not connected");
  return client;
}

// ---- values: Buffers and Maps survive the trip through JSON ----

function encode(value) {
  return JSON.stringify(value, function replacer(key, item) {
    const raw = this[key];
    if (Buffer.isBuffer(raw)) return { __buffer: raw.toString("base64") };
    if (raw instanceof Uint8Array) return { __buffer: Buffer.from(raw).toString("base64") };
    if (raw instanceof Map) return { __map: [...raw.entries()] };
    return item;
  });
}

function decode(text) {
  return JSON.parse(text, (_key, item) => {
    if (item && typeof item === "object" && !Array.isArray(item)) {
      if (typeof item.__buffer === "string") return Buffer.from(item.__buffer, "base64");
      if (Array.isArray(item.__map)) return new Map(item.__map);
    }
    return item;
  });
}

/** Approximate bytes held by a cached value (in-process store). */
function sizeOf(value) {
  if (!value) return 64;
  if (value.kind === "APP_PAGE") {
    let size = (value.html ? String(value.html).length : 0) + (value.rscData ? value.rscData.length : 0);
    if (value.segmentData) for (const segment of value.segmentData.values()) size += segment.length;
    return size + 512;
  }
  if (value.kind === "APP_ROUTE") return (value.body ? value.body.length : 0) + 512;
  try {
    return JSON.stringify(value).length;
  } catch {
    return 1024;
  }
}

// ---- tag revisions ----

/** The current revisions of `tags` (a tag never changed is at 0), and their stale-marks. */
async function currentRevisions(tags) {
  const list = [...new Set(tags)];
  if (list.length === 0) return { revs: {}, stales: {} };
  const revs = {};
  const stales = {};
  if (mode() === "memory") {
    const { local } = state();
    for (const tag of list) {
      revs[tag] = local.revs.get(tag) ?? 0;
      stales[tag] = local.staleRevs.get(tag) ?? 0;
    }
    return { revs, stales };
  }
  const client = await redis();
  const [revValues, staleValues] = await withTimeout(
    client.multi().hmGet(REVS, list).hmGet(STALE_REVS, list).execAsPipeline(),
    "revisions",
  );
  list.forEach((tag, i) => {
    revs[tag] = Number(revValues[i] ?? 0);
    stales[tag] = Number(staleValues[i] ?? 0);
  });
  return { revs, stales };
}

/** Whether an entry written with `saved` revisions is out of date (`expired`) or marked stale. */
function compare(saved, current) {
  let expired = false;
  let stale = false;
  for (const [tag, rev] of Object.entries(saved.revs ?? {}))
    if ((current.revs[tag] ?? 0) !== rev) expired = true;
  for (const [tag, rev] of Object.entries(saved.stales ?? {}))
    if ((current.stales[tag] ?? 0) !== rev) stale = true;
  return { expired, stale };
}

// ---- entries ----

/**
 * The entry under `key`, or null (absent or out of date). `fresh`: whether its revalidate time has
 * not passed yet (a key's remaining lifetime, never a comparison of clocks); `stale`: one of its tags
 * was marked stale since it was written.
 */
async function readEntry(key) {
  if (mode() === "memory") {
    const { local } = state();
    const entry = local.entries.get(key);
    if (!entry) return null;
    const { expired, stale } = compare(entry, await currentRevisions([...Object.keys(entry.revs)]));
    if (expired) {
      removeLocal(key);
      return null;
    }
    // Most recently used last: eviction takes the oldest first.
    local.entries.delete(key);
    local.entries.set(key, entry);
    const remainingMs = entry.freshUntil === null ? null : Math.max(0, entry.freshUntil - Date.now());
    return { value: entry.value, cacheControl: entry.cacheControl, remainingMs, stale };
  }
  const client = await redis();
  const [raw, pttl] = await withTimeout(
    client.multi().get(ENTRY(key)).pTTL(FRESH(key)).execAsPipeline(),
    "read",
  );
  if (typeof raw !== "string") return null;
  const entry = decode(raw);
  const { expired, stale } = compare(entry, await currentRevisions(Object.keys(entry.revs ?? {})));
  if (expired) return null;
  const revalidate = entry.cacheControl?.revalidate;
  const timed = typeof revalidate === "number" && revalidate > 0;
  const remainingMs = timed ? Math.max(0, Number(pttl)) : null;
  return { value: entry.value, cacheControl: entry.cacheControl, remainingMs, stale };
}

function removeLocal(key) {
  const { local } = state();
  const entry = local.entries.get(key);
  if (!entry) return;
  local.entries.delete(key);
  local.bytes -= entry.size;
}

/**
 * Stores `value` under `key` with the revisions of `tags`: those in `known` (read before the value
 * was, so a write in between leaves the entry out of date at once) or else the current ones.
 */
async function writeEntry(key, value, { cacheControl, tags, known = {}, maxBytes }) {
  const current = await currentRevisions(tags);
  const revs = { ...current.revs };
  const stales = { ...current.stales };
  for (const [tag, rev] of Object.entries(known.revs ?? {})) if (tag in revs) revs[tag] = rev;
  for (const [tag, rev] of Object.entries(known.stales ?? {})) if (tag in stales) stales[tag] = rev;
  const revalidate = cacheControl?.revalidate;
  const timed = typeof revalidate === "number" && revalidate > 0;
  if (mode() === "memory") {
    const { local } = state();
    removeLocal(key);
    const size = sizeOf(value);
    if (maxBytes <= 0 || size > maxBytes) return;
    local.entries.set(key, {
      value,
      cacheControl,
      revs,
      stales,
      freshUntil: timed ? Date.now() + revalidate * 1000 : null,
      size,
    });
    local.bytes += size;
    for (const oldest of local.entries.keys()) {
      if (local.bytes <= maxBytes) break;
      removeLocal(oldest);
    }
    return;
  }
  const expire = cacheControl?.expire;
  const lifetime = Math.min(
    MAX_ENTRY_SECONDS,
    Math.max(timed ? revalidate : 0, typeof expire === "number" && expire > 0 ? expire : MAX_ENTRY_SECONDS),
  );
  const client = await redis();
  const multi = client.multi().set(ENTRY(key), encode({ value, cacheControl, revs, stales }), {
    expiration: { type: "EX", value: Math.ceil(lifetime) },
  });
  if (timed) multi.set(FRESH(key), "1", { expiration: { type: "PX", value: Math.ceil(revalidate * 1000) } });
  else multi.del(FRESH(key));
  await withTimeout(multi.execAsPipeline(), "write");
}

// ---- changes ----

/**
 * Makes every entry carrying one of `tags` out of date on every server, and appends one notice to
 * the ordered channel (both at once: whoever sees the new revision can read the notice). `stale`:
 * mark them stale instead (pages are served once more while they render again; no notice).
 */
async function expireTags(tags, { stale = false } = {}) {
  const list = [...new Set(tags)].filter(Boolean);
  if (list.length === 0) return;
  if (mode() === "memory") {
    const { local } = state();
    const target = stale ? local.staleRevs : local.revs;
    for (const tag of list) target.set(tag, (target.get(tag) ?? 0) + 1);
    if (!stale) deliver(null, list);
    return;
  }
  const client = await redis();
  const multi = client.multi();
  for (const tag of list) multi.hIncrBy(stale ? STALE_REVS : REVS, tag, 1);
  if (!stale)
    multi.xAdd(
      CHANGES,
      "*",
      { tags: JSON.stringify(list) },
      { TRIM: { strategy: "MAXLEN", strategyModifier: "~", threshold: STREAM_LENGTH } },
    );
  await withTimeout(multi.exec(), "expire");
}

/** Schedules `tag` to expire at `atMs` on every server (judged by Redis's clock when shared). */
async function scheduleExpiry(tag, atMs) {
  const member = `${tag}@${atMs}`;
  if (mode() === "memory") {
    state().local.scheduled.set(member, { tag, at: atMs });
    return;
  }
  const client = await redis();
  await withTimeout(client.zAdd(SCHEDULED, { score: atMs, value: member }), "schedule");
}

/** Expires the scheduled tags that are due (one server wins each); at most every SCHEDULE_CHECK_MS. */
function expireDueTags() {
  const current = state();
  const now = Date.now();
  if (current.scheduleCheck) return current.scheduleCheck;
  if (now - current.scheduleCheckedAt < SCHEDULE_CHECK_MS) return Promise.resolve();
  current.scheduleCheckedAt = now;
  current.scheduleCheck = (async () => {
    if (mode() === "memory") {
      const due = [];
      for (const [member, { tag, at }] of current.local.scheduled)
        if (at <= now) {
          current.local.scheduled.delete(member);
          due.push(tag);
        }
      await expireTags(due);
      return;
    }
    const client = await redis();
    const [seconds, micros] = await withTimeout(client.time(), "time").then((time) =>
      Array.isArray(time)
        ? time.map(Number)
        : [Math.floor(time.getTime() / 1000), (time.getTime() % 1000) * 1000],
    );
    const redisNow = seconds * 1000 + Math.floor(micros / 1000);
    const members = await withTimeout(client.zRangeByScore(SCHEDULED, "-inf", redisNow), "schedule");
    for (const member of members) {
      const removed = await client.zRem(SCHEDULED, member);
      if (removed === 1) await expireTags([member.slice(0, member.lastIndexOf("@"))]);
    }
  })()
    .catch((error) => log("warn", "scheduled cache expiry check failed", { error: String(error) }))
    .finally(() => {
      current.scheduleCheck = null;
    });
  return current.scheduleCheck;
}

/** Stream ids ("ms-seq") in order. */
function idAfter(a, b) {
  const [am, as] = a.split("-").map(Number);
  const [bm, bs] = b.split("-").map(Number);
  return am !== bm ? am > bm : as > bs;
}

/** Hands one notice to the listeners, after those before it (`id` null: in-process). */
function deliver(id, tags) {
  const current = state();
  if (id !== null) {
    if (current.lastId && !idAfter(id, current.lastId)) return;
    current.lastId = id;
  }
  current.seq += 1;
  for (const tag of tags) current.tagSeq.set(tag, current.seq);
  const listeners = [...current.listeners];
  current.queue = current.queue.then(async () => {
    for (const listener of listeners) {
      try {
        await listener(tags);
      } catch (error) {
        log("error", "change notice listener failed", { error: String(error) });
      }
    }
  });
}

function deliverEntries(entries) {
  for (const { id, message } of entries ?? []) {
    let tags;
    try {
      tags = JSON.parse(message.tags);
    } catch {
      tags = [EVERYTHING];
    }
    deliver(id, Array.isArray(tags) ? tags.map(String) : [EVERYTHING]);
  }
}

/** The stream entries after the last one delivered, read now (no waiting for new ones). */
async function readNew(client) {
  const current = state();
  const result = await withTimeout(
    client.xRead({ key: CHANGES, id: current.lastId || "0-0" }, { COUNT: 1000 }),
    "catch-up",
  );
  return result?.[0]?.messages ?? [];
}

/**
 * Where this server starts reading: after the newest notice (what came before is in the database it
 * reads from now on). After a lost connection, a notice that is gone from the stream (Redis restarted,
 * or more than STREAM_LENGTH writes meanwhile) may have been missed: everything counts as changed.
 */
async function resumePoint(client, reconnect) {
  const current = state();
  if (!current.lastId) {
    const newest = await withTimeout(client.xRevRange(CHANGES, "+", "-", { COUNT: 1 }), "start");
    current.lastId = newest[0]?.id ?? "0-0";
    return;
  }
  if (!reconnect || current.lastId === "0-0") return;
  const still = await withTimeout(client.xRange(CHANGES, current.lastId, "+", { COUNT: 1 }), "resume");
  if (still[0]?.id !== current.lastId) {
    log("warn", "change notices may have been missed while redis was away: everything counts as changed");
    const newest = await withTimeout(client.xRevRange(CHANGES, "+", "-", { COUNT: 1 }), "resume");
    current.lastId = newest[0]?.id ?? "0-0";
    deliver(null, [EVERYTHING]);
  }
}

/** The reading loop: a connection of its own, blocked on the stream until a notice comes. */
async function listen() {
  const current = state();
  let reconnect = false;
  while (current.listening) {
    try {
      current.reader ??= newClient();
      if (!current.reader.isOpen) await current.reader.connect();
      await resumePoint(current.reader, reconnect);
      reconnect = false;
      while (current.listening) {
        const result = await current.reader.xRead(
          { key: CHANGES, id: current.lastId || "0-0" },
          { BLOCK: 5000, COUNT: 1000 },
        );
        deliverEntries(result?.[0]?.messages);
      }
    } catch (error) {
      if (!current.listening) return;
      reconnect = true;
      log("warn", "change notice reader interrupted, resuming", { error: String(error) });
      try {
        current.reader?.destroy();
      } catch {
        // already closed
      }
      current.reader = null;
      await new Promise((resolve) => setTimeout(resolve, 1000).unref?.());
    }
  }
}

/** Calls `listener(tags)` for every change notice from now on, in order (one at a time). */
function onChange(listener) {
  const current = state();
  current.listeners.add(listener);
  if (mode() === "redis" && !current.listening) {
    current.listening = true;
    void listen();
  }
  return () => current.listeners.delete(listener);
}

/**
 * Resolves once every notice appended before this call has been handled by the listeners here
 * (read from the stream now rather than waiting for the reading loop). Rejects when Redis does not
 * answer.
 */
async function catchUp() {
  const current = state();
  if (mode() === "redis" && current.listening) {
    const client = await redis();
    if (!current.lastId) await resumePoint(client, false);
    deliverEntries(await readNew(client));
  }
  await current.queue;
}

/** A number that grows with every notice this process handles (for "changed since" checks). */
function changeSeq() {
  return state().seq;
}

/** Whether a notice about one of `tags` arrived after `seq`. */
function changedSince(tags, seq) {
  const { tagSeq } = state();
  return tags.some((tag) => (tagSeq.get(tag) ?? 0) > seq);
}

/** The shared Redis connection (REDIS_URL), for the limits counted across servers. */
function redisClient() {
  return redis();
}

// Books the next free slot of a site-wide pace, by Redis's clock: returns how long to wait (ms).
const PACE_SCRIPT = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local next = tonumber(redis.call('GET', KEYS[1]) or '0')
local slot = math.max(now, next)
redis.call('SET', KEYS[1], tostring(slot + tonumber(ARGV[1])), 'PX', math.max(1000, slot - now + tonumber(ARGV[1]) + 1000))
return slot - now`;

/** Reserves the next slot of the pace `name` (one every `intervalMs`) for the whole site. */
async function reservePaceSlot(name, intervalMs) {
  const client = await redis();
  const delay = await withTimeout(
    client.eval(PACE_SCRIPT, { keys: [`${PREFIX}pace:${name}`], arguments: [String(intervalMs)] }),
    "pace",
  );
  return Number(delay);
}

/**
 * One server at a time for work every server does for itself (rebuilding its search index after
 * "everything changed"): a token when it is this one's turn (free it with giveTurn), else null.
 * Without Redis there is one server: always its turn.
 */
async function takeTurn(name, ttlMs) {
  const token = `${process.pid}-${Math.random().toString(36).slice(2)}`;
  if (mode() === "memory") return token;
  const client = await redis();
  const taken = await withTimeout(
    client.set(`${PREFIX}turn:${name}`, token, { condition: "NX", expiration: { type: "PX", value: ttlMs } }),
    "turn",
  );
  return taken === "OK" ? token : null;
}

const GIVE_TURN_SCRIPT = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) else return 0 end`;

async function giveTurn(name, token) {
  if (mode() === "memory" || !token) return;
  const client = await redis();
  await withTimeout(
    client.eval(GIVE_TURN_SCRIPT, { keys: [`${PREFIX}turn:${name}`], arguments: [token] }),
    "turn",
  );
}

/** Closes the connections (scripts that used the store, before they exit). */
async function closeSharedStore() {
  const current = state();
  current.listening = false;
  const client = current.client?.client;
  const reader = current.reader;
  current.client = null;
  current.reader = null;
  // The reader may be blocked on the stream: dropped rather than waited for.
  if (reader?.isOpen) reader.destroy();
  if (client?.isOpen) await client.close().catch(() => client.destroy());
}

module.exports = {
  mode,
  readEntry,
  writeEntry,
  currentRevisions,
  expireTags,
  scheduleExpiry,
  expireDueTags,
  onChange,
  catchUp,
  changeSeq,
  changedSince,
  closeSharedStore,
  redisClient,
  reservePaceSlot,
  takeTurn,
  giveTurn,
};
