// Uncached page renders through a loopback request to this same server, so that a render still
// running at its deadline can be answered 503 at once: the reader's response is ours, and Next
// writes its late answer to the loopback connection we closed instead (handing Next's own
// response a 503 while it still renders into it makes Next fail its late header writes).
// The inner request carries this process's secret and a number; the outer side keeps its work slot
// until Next has finished the inner render, even after it stopped waiting for it, so no more renders
// than the work gate allows ever run at once.
import http from "node:http";
import { HOP_BY_HOP_HEADERS, LoopbackMark } from "./loopback-mark";

/** The longest an outer request keeps its slot for an inner render it stopped waiting for. */
const MAX_RENDER_MS = 60_000;

export class RenderRelay {
  private readonly mark = new LoopbackMark("x-render-relay");
  private readonly agent = new http.Agent({ keepAlive: true });
  /** Inner renders in flight: called once Next has finished each. */
  private readonly finishing = new Map<number, () => void>();
  /** Relays whose inner request reached this server. */
  private readonly started = new Set<number>();

  constructor(
    private readonly host: string,
    private readonly port: number,
  ) {}

  /** The relay number of an inner request (one carrying this process's secret), else undefined. */
  innerNumber(req: http.IncomingMessage): number | undefined {
    return this.mark.numberOf(req);
  }

  /** The inner side: Next renders (`answer`); the outer side learns when it is done. */
  async answerInner(relay: number, answer: () => Promise<void>): Promise<void> {
    this.started.add(relay);
    try {
      await answer();
    } finally {
      this.finishing.get(relay)?.();
    }
  }

  /**
   * The outer side: asks this server for `req` and relays the answer to `res`; when no answer has
   * begun within `deadlineMs`, calls `onDeadline` (which answers `res`) and drops the inner answer.
   * Resolves once `res` has its status and headers and Next has finished the inner render (or
   * MAX_RENDER_MS passed).
   */
  relay(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    deadlineMs: number,
    onDeadline: () => void,
  ): Promise<void> {
    const { number: relay, value: markValue } = this.mark.next();
    let answeredReader: () => void = () => undefined;
    // `res` has its status and headers (relayed or the deadline's 503): the caller reads them.
    const readerAnswered = new Promise<void>((resolve) => (answeredReader = resolve));
    const renderFinished = new Promise<void>((resolve) => {
      let answered = false;
      const giveUp = () => {
        if (answered) return;
        answered = true;
        clearTimeout(deadline);
        inner.destroy();
        onDeadline();
        answeredReader();
      };
      const done = () => {
        clearTimeout(cap);
        this.finishing.delete(relay);
        this.started.delete(relay);
        resolve();
      };
      this.finishing.set(relay, done);
      const cap = setTimeout(done, MAX_RENDER_MS);
      const deadline = setTimeout(giveUp, Math.max(0, deadlineMs));
      const headers: http.OutgoingHttpHeaders = { ...req.headers, [this.mark.header]: markValue };
      for (const name of HOP_BY_HOP_HEADERS) delete headers[name];
      const inner = http.request(
        { host: this.host, port: this.port, method: req.method, path: req.url, headers, agent: this.agent },
        (answer) => {
          if (answered) return void answer.resume();
          answered = true;
          clearTimeout(deadline);
          const relayed: http.OutgoingHttpHeaders = {};
          for (const [name, value] of Object.entries(answer.headers))
            if (value !== undefined && !HOP_BY_HOP_HEADERS.has(name)) relayed[name] = value;
          res.writeHead(answer.statusCode ?? 502, relayed);
          answeredReader();
          answer.pipe(res);
        },
      );
      inner.on("error", giveUp);
      // Closed before it reached this server (refused, or dropped at the deadline): nothing renders.
      inner.on("close", () => {
        if (!this.started.has(relay)) done();
      });
      res.on("close", () => {
        if (!res.writableFinished) inner.destroy();
      });
      inner.end();
    });
    return Promise.all([readerAnswered, renderFinished]).then(() => undefined);
  }
}
