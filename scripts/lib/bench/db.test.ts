import { describe, expect, it } from "vitest";
import { planOf } from "./db";

describe("planOf", () => {
  it("reads MongoDB plans", () => {
    expect(
      planOf({ queryPlanner: { winningPlan: { stage: "LIMIT", inputStage: { stage: "IXSCAN" } } } }),
    ).toBe("index");
    expect(
      planOf({ queryPlanner: { winningPlan: { stage: "SORT", inputStage: { stage: "COLLSCAN" } } } }),
    ).toBe("collection scan");
  });

  it("reads FerretDB plans on SQLite and PostgreSQL", () => {
    expect(planOf({ queryPlanner: { Plan: ["SCAN blogs_1234"] } })).toBe("collection scan");
    expect(planOf({ queryPlanner: { Plan: ["SEARCH blogs_1234 USING INDEX _id_ (_id=?)"] } })).toBe("index");
    expect(planOf({ queryPlanner: { Plan: { "Node Type": "Seq Scan" } } })).toBe("collection scan");
    expect(planOf({ queryPlanner: { Plan: { "Node Type": "Index Scan" } } })).toBe("index");
  });
});
