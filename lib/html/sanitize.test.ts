import { describe, expect, it } from "vitest";
import { sanitizeHtml } from "./sanitize";

// Classic XSS vectors (OWASP filter-evasion cheat sheet and friends).
const XSS_PAYLOADS = [
  `<script>alert(1)</script>`,
  `<SCRIPT SRC=http://xss.example/xss.js></SCRIPT>`,
  `<scr<script>ipt>alert(1)</script>`,
  `<img src=x onerror=alert(1)>`,
  `<img src="https://ok.example/a.png" onerror="alert(1)">`,
  `<IMG SRC="javascript:alert('XSS');">`,
  `<IMG SRC=JaVaScRiPt:alert('XSS')>`,
  `<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>`,
  `<IMG SRC="jav&#x09;ascript:alert('XSS');">`,
  `<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">`,
  `<a href="javascript:alert(1)">click</a>`,
  `<a href="JAVASCRIPT:alert(1)">click</a>`,
  `<a href=" javascript:alert(1)">click</a>`,
  `<a href="java\nscript:alert(1)">click</a>`,
  `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>`,
  `<a href="vbscript:msgbox(1)">click</a>`,
  `<a href="https://ok.example" onclick="alert(1)">click</a>`,
  `<a href="https://ok.example" onmouseover=alert(1)>hover</a>`,
  `<svg onload=alert(1)>`,
  `<svg><script>alert(1)</script></svg>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>`,
  `<body onload=alert(1)>`,
  `<iframe src="https://evil.example"></iframe>`,
  `<iframe srcdoc="<script>alert(1)</script>"></iframe>`,
  `<object data="javascript:alert(1)"></object>`,
  `<embed src="javascript:alert(1)">`,
  `<style>body{background:url("javascript:alert(1)")}</style>`,
  `<p style="background-image:url(javascript:alert(1))">styled</p>`,
  `<div style="width: expression(alert(1))">x</div>`,
  `<link rel="stylesheet" href="javascript:alert(1)">`,
  `<meta http-equiv="refresh" content="0;url=javascript:alert(1)">`,
  `<form action="javascript:alert(1)"><input type="submit"></form>`,
  `<button formaction="javascript:alert(1)">x</button>`,
  `<details open ontoggle=alert(1)>`,
  `<video><source onerror="alert(1)"></video>`,
  `<audio src=x onerror=alert(1)>`,
  `<input autofocus onfocus=alert(1)>`,
  `<marquee onstart=alert(1)>x</marquee>`,
  `<base href="javascript:alert(1)//">`,
  `<table background="javascript:alert(1)"><tr><td>x</td></tr></table>`,
  `<p onclick="alert(1)">text</p>`,
  `<h2 onmouseenter="alert(1)">title</h2>`,
  `<template><script>alert(1)</script></template>`,
  `<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>`,
  `<!--<img src="--><img src=x onerror=alert(1)//">`,
  `<img src="//evil.example/x.png">`,
  `<a href="//evil.example">protocol-relative</a>`,
  `"><script>alert(document.cookie)</script>`,
  `<textarea><script>alert(1)</script></textarea>`,
  `<isindex type=image src=1 onerror=alert(1)>`,
];

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
  for (const match of output.matchAll(/\s(href|src|action|formaction|background|data)\s*=\s*("([^"]*)"|'([^']*)'|([^\s>]+))/gi)) {
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
