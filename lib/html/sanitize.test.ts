import { describe, expect, it } from "vitest";
import { XSS_PAYLOADS } from "@/tests/fixtures/xss-payloads";
import { sanitizeHtml } from "./sanitize";

function assertSafe(output: string) {
  const lower = output.toLowerCase();
  expect(lower).not.toContain("<script");
  expect(lower).not.toContain("<iframe");
  expect(lower).not.toContain("<style");
  expect(lower).not.toContain("<svg");
  expect(lower).not.toContain("<object");
  expect(lower).not.toContain("<embed");
  expect(lower).not.toMatch(/\son[a-z]+\s*=/);
  expect(lower).not.toMatch(/\sstyle\s*=/);
  // Any remaining URL attribute must be http(s), mailto or our own image route.
  for (const match of output.matchAll(
    /\s(href|src|action|formaction|background|data)\s*=\s*("([^"]*)"|'([^']*)'|([^\s>]+))/gi,
  )) {
    const value = (match[3] ?? match[4] ?? match[5] ?? "").trim().toLowerCase();
    expect(value).toMatch(/^(https?:\/\/|mailto:|\/api\/images\/[a-f0-9]{24}$)/);
  }
  expect(lower).not.toContain("javascript:");
  expect(lower).not.toContain("vbscript:");
  expect(lower).not.toMatch(/(href|src)\s*=\s*["']?\s*data:/);
}

describe("sanitizeHtml against XSS payloads", () => {
  it("has a long list of payloads", () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(30);
  });

  it.each(XSS_PAYLOADS)("neutralises %s", (payload) => {
    assertSafe(sanitizeHtml(payload));
  });

  it("neutralises every payload when they are concatenated", () => {
    assertSafe(sanitizeHtml(XSS_PAYLOADS.join("\n")));
  });
});

describe("sanitizeHtml keeps the allowed content", () => {
  it("keeps headings, paragraphs, lists, emphasis, code and blockquotes", () => {
    const html =
      "<h2>Title</h2><p>Some <strong>bold</strong> and <em>italic</em> text</p>" +
      "<ul><li>one</li></ul><ol><li>two</li></ol><pre><code>x = 1</code></pre><blockquote>quote</blockquote>";
    expect(sanitizeHtml(html)).toBe(html);
  });

  it("keeps http, https and mailto links and adds rel=noopener noreferrer", () => {
    const output = sanitizeHtml(
      '<a href="https://example.com">a</a><a href="http://example.com">b</a><a href="mailto:hr@example.com">c</a>',
    );
    expect(output).toContain('href="https://example.com"');
    expect(output).toContain('href="http://example.com"');
    expect(output).toContain('href="mailto:hr@example.com"');
    expect(output.match(/rel="noopener noreferrer"/g)).toHaveLength(3);
  });

  it("keeps http(s) images and images from our own image route, drops other image sources", () => {
    const own = "/api/images/0123456789abcdef01234567";
    const output = sanitizeHtml(
      `<img src="https://example.com/a.png" alt="a"><img src="${own}" alt="b"><img src="/etc/passwd"><img src="ftp://x/y.png">`,
    );
    expect(output).toContain('src="https://example.com/a.png"');
    expect(output).toContain(`src="${own}"`);
    expect(output).not.toContain("/etc/passwd");
    expect(output).not.toContain("ftp:");
  });

  it("removes the text inside script and style elements, not just the tags", () => {
    expect(sanitizeHtml("<p>ok</p><script>var secret = 1;</script><style>p{}</style>")).toBe("<p>ok</p>");
  });
});
