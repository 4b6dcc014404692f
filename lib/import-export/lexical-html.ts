// Ghost's editor documents (Lexical, and the older Mobiledoc) as HTML, for exports whose posts carry
// no `html`: paragraphs, headings, quotes, lists, links, text formats, line breaks, images and HTML
// cards. Unknown nodes keep their text. The result goes through the one sanitizer like any import.
import { escapeHtml } from "@/lib/mail/escape";

type LexicalNode = {
  type?: string;
  tag?: string;
  text?: string;
  format?: number | string;
  url?: string;
  src?: string;
  alt?: string;
  caption?: string;
  html?: string;
  listType?: string;
  children?: LexicalNode[];
};

const FORMATS: Array<[number, string]> = [
  [1, "strong"],
  [2, "em"],
  [4, "s"],
  [8, "u"],
  [16, "code"],
];

function renderText(node: LexicalNode): string {
  let html = escapeHtml(node.text ?? "");
  const format = typeof node.format === "number" ? node.format : 0;
  for (const [bit, tag] of FORMATS) if (format & bit) html = `<${tag}>${html}</${tag}>`;
  return html;
}

function renderNode(node: LexicalNode): string {
  const inner = (node.children ?? []).map(renderNode).join("");
  switch (node.type) {
    case "root":
      return inner;
    case "paragraph":
      return `<p>${inner}</p>`;
    case "heading":
    case "extended-heading":
      return `<${/^h[1-6]$/.test(node.tag ?? "") ? node.tag : "h2"}>${inner}</${/^h[1-6]$/.test(node.tag ?? "") ? node.tag : "h2"}>`;
    case "quote":
    case "extended-quote":
    case "aside":
      return `<blockquote>${inner}</blockquote>`;
    case "list":
      return node.listType === "number" ? `<ol>${inner}</ol>` : `<ul>${inner}</ul>`;
    case "listitem":
      return `<li>${inner}</li>`;
    case "link":
    case "autolink":
      return `<a href="${escapeHtml(node.url ?? "")}">${inner}</a>`;
    case "text":
    case "extended-text":
      return renderText(node);
    case "linebreak":
      return "<br>";
    case "horizontalrule":
      return "<hr>";
    case "image":
      return `<figure><img src="${escapeHtml(node.src ?? "")}" alt="${escapeHtml(node.alt ?? "")}">${
        node.caption ? `<figcaption>${node.caption}</figcaption>` : ""
      }</figure>`;
    case "html":
      return node.html ?? "";
    default:
      return inner || escapeHtml(node.text ?? "");
  }
}

export function lexicalToHtml(document: string): string {
  const parsed = JSON.parse(document) as { root?: LexicalNode };
  return parsed.root ? renderNode(parsed.root) : "";
}

type Mobiledoc = {
  atoms?: unknown[];
  cards?: Array<[string, Record<string, string>]>;
  markups?: Array<[string, string[]?]>;
  sections?: unknown[];
};

/** Mobiledoc 0.3: markup sections and lists of text markers, image/html/markdown cards. */
export function mobiledocToHtml(document: string): string {
  const doc = JSON.parse(document) as Mobiledoc;
  const markups = doc.markups ?? [];
  const markers = (list: unknown[]) => {
    let html = "";
    const open: string[] = [];
    for (const marker of list as Array<[number, number[], number, string]>) {
      const [, opens, closes, value] = marker;
      for (const index of opens ?? []) {
        const [tag, attrs = []] = markups[index] ?? ["span"];
        const href = tag === "a" ? attrs[attrs.indexOf("href") + 1] : undefined;
        html += href ? `<a href="${escapeHtml(href)}">` : `<${tag}>`;
        open.push(tag);
      }
      html += escapeHtml(String(value ?? ""));
      for (let i = 0; i < closes; i++) html += `</${open.pop()}>`;
    }
    return html;
  };
  return (doc.sections ?? [])
    .map((section) => {
      const [kind, a, b] = section as [number, unknown, unknown];
      if (kind === 1) return `<${a}>${markers(b as unknown[])}</${a}>`;
      if (kind === 3)
        return `<${a}>${(b as unknown[][]).map((item) => `<li>${markers(item)}</li>`).join("")}</${a}>`;
      if (kind === 10) {
        const [name, payload] = doc.cards?.[a as number] ?? ["", {}];
        if (name === "image") return `<figure><img src="${escapeHtml(payload.src ?? "")}" alt=""></figure>`;
        if (name === "html") return payload.html ?? "";
        if (name === "markdown") return `<p>${escapeHtml(payload.markdown ?? "")}</p>`;
      }
      return "";
    })
    .join("");
}
