import { describe, expect, it } from "vitest";
import { SERVER_HEAP_MB, withServerHeapLimit } from "./server-memory";

describe("withServerHeapLimit", () => {
  it("adds the heap ceiling to empty or other options", () => {
    expect(withServerHeapLimit(undefined)).toBe(`--max-old-space-size=${SERVER_HEAP_MB}`);
    expect(withServerHeapLimit("--enable-source-maps")).toBe(
      `--enable-source-maps --max-old-space-size=${SERVER_HEAP_MB}`,
    );
  });

  it("keeps an operator's own ceiling", () => {
    expect(withServerHeapLimit("--max-old-space-size=1024")).toBe("--max-old-space-size=1024");
  });
});
