import { describe, expect, it } from "vitest";
import { htmlToText, truncateText } from "./text";

describe("htmlToText", () => {
  it.each([
    ["<p>Hello <strong>world</strong></p>", "Hello world"],
    ["<p>One</p><p>Two</p>", "One Two"],
    ["Caf&eacute; &amp; co &lt;tag&gt;", "Café & co <tag>"],
    ["<script>alert(1)</script>Safe", "Safe"],
    ["Line<br>break", "Line break"],
  ])("%s → %s", (html, text) => {
    expect(htmlToText(html)).toBe(text);
  });
});

describe("truncateText", () => {
  it("keeps short text as it is", () => {
    expect(truncateText("short", 70)).toBe("short");
  });
  it("cuts at the limit and adds an ellipsis", () => {
    expect(truncateText("x".repeat(71), 70)).toBe(`${"x".repeat(70)}...`);
  });
  it("never splits a character made of two code units", () => {
    expect(truncateText("😀".repeat(3), 2)).toBe("😀😀...");
  });
});
