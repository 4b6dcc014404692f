import { describe, expect, it } from "vitest";
import { singleFlight } from "./single-flight";

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

const never = () => false;

describe("singleFlight", () => {
  it("joins a read of the same key while it runs, and reads again once it is done", async () => {
    let reads = 0;
    const first = deferred<string>();
    const read = () => {
      reads += 1;
      return first.promise;
    };
    const a = singleFlight("k1", ["t"], read, never);
    const b = singleFlight("k1", ["t"], read, never);
    expect(reads).toBe(1);
    first.resolve("v");
    expect(await a).toBe("v");
    expect(await b).toBe("v");
    await singleFlight(
      "k1",
      ["t"],
      async () => {
        reads += 1;
        return "again";
      },
      never,
    );
    expect(reads).toBe(2);
  });

  it("starts a fresh read when one of the tags expired after the running read started", async () => {
    const old = deferred<string>();
    const stale = singleFlight("k2", ["blogs:all"], () => old.promise, never);
    const fresh = singleFlight(
      "k2",
      ["blogs:all"],
      async () => "after the write",
      (tags) => tags.includes("blogs:all"),
    );
    old.resolve("before the write");
    expect(await stale).toBe("before the write");
    expect(await fresh).toBe("after the write");
  });

  it("keeps different keys apart and forgets a failed read", async () => {
    const failing = singleFlight("k3", [], () => Promise.reject(new Error("down")), never);
    const other = singleFlight("k4", [], async () => "other", never);
    await expect(failing).rejects.toThrow("down");
    expect(await other).toBe("other");
    expect(await singleFlight("k3", [], async () => "recovered", never)).toBe("recovered");
  });
});
