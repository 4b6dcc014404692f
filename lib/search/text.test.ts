import { describe, expect, it } from "vitest";
import { escapeHtml } from "@/lib/mail/escape";
import { adjacentSwaps, containsTerm, highlightSnippet, normalizeTerm, tokenize } from "./text";

describe("search text", () => {
  it("splits words on anything but letters and digits", () => {
    expect(tokenize("Skills-based hiring, 2026!")).toEqual(["Skills", "based", "hiring", "2026"]);
  });

  it("normalises case and accents", () => {
    expect(normalizeTerm("Épargne")).toBe("epargne");
  });

  it("lists the swapped-pair spellings", () => {
    expect(adjacentSwaps("abc")).toEqual(["bac", "acb"]);
    expect(adjacentSwaps("recruitmnet")).toContain("recruitment");
  });

  it("escapes HTML", () => {
    expect(escapeHtml(`<script>"x" & 'y'</script>`)).toBe(
      "&lt;script&gt;&quot;x&quot; &amp; &#39;y&#39;&lt;/script&gt;",
    );
  });

  it("marks the matched words and escapes the rest", () => {
    const html = highlightSnippet("<b>Payroll</b> & payroll tax", new Set(["payroll"]));
    expect(html).toBe("&lt;b&gt;<mark>Payroll</mark>&lt;/b&gt; &amp; <mark>payroll</mark> tax");
  });

  it("centres the snippet on a match far into the text", () => {
    const text = `${"word ".repeat(100)}payroll ${"tail ".repeat(100)}`;
    const html = highlightSnippet(text, new Set(["payroll"]), 80);
    expect(html.startsWith("… ")).toBe(true);
    expect(html).toContain("<mark>payroll</mark>");
    expect(html.endsWith(" …")).toBe(true);
  });

  it("shows the start of the text when nothing matches", () => {
    expect(highlightSnippet("Plain text here", new Set(["payroll"]))).toBe("Plain text here");
  });

  it("tells whether a text contains a word", () => {
    expect(containsTerm("Global Payroll", new Set(["payroll"]))).toBe(true);
    expect(containsTerm("Payrolls", new Set(["payroll"]))).toBe(false);
  });
});
