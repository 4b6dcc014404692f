import { describe, expect, it } from "vitest";
import { paginationState } from "@/lib/pagination";

describe("paginationState", () => {
  it("shows page 0 of 0 with both controls disabled when there are no results", () => {
    expect(paginationState(1, 0)).toEqual({ current: 0, totalPages: 0, previous: null, next: null });
  });
  it("disables Previous on page 1 and Next on the last page", () => {
    expect(paginationState(1, 3)).toMatchObject({ current: 1, previous: null, next: 2 });
    expect(paginationState(3, 3)).toMatchObject({ current: 3, previous: 2, next: null });
  });
  it("reads a page past the end as the last one and sends Previous back into range", () => {
    expect(paginationState(9, 3)).toMatchObject({ current: 3, previous: 3, next: null });
  });
});
