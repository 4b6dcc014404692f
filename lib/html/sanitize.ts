// The one HTML allowlist. Every HTML string that enters the system (editor, AI, RSS, About,
// certifications) passes through sanitizeHtml on the server before it is stored.
import sanitize from "sanitize-html";

const OWN_IMAGE_PATH = /^\/api\/images\/[a-f0-9]{24}$/;

const options: sanitize.IOptions = {
  allowedTags: [
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "p",
    "br",
    "hr",
    "ul",
    "ol",
    "li",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "del",
    "mark",
    "sub",
    "sup",
    "code",
    "pre",
    "blockquote",
    "a",
    "img",
    "figure",
    "figcaption",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
  ],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "title", "width", "height"],
    th: ["colspan", "rowspan"],
    td: ["colspan", "rowspan"],
    ol: ["start"],
  },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  nonTextTags: [
    "script",
    "style",
    "textarea",
    "option",
    "noscript",
    "iframe",
    "object",
    "embed",
    "svg",
    "math",
    "template",
  ],
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, rel: "noopener noreferrer", ...(attribs.target ? { target: "_blank" } : {}) },
    }),
  },
  exclusiveFilter: (frame) => {
    if (frame.tag !== "img") return false;
    const src = frame.attribs.src ?? "";
    return !(/^https?:\/\//i.test(src) || OWN_IMAGE_PATH.test(src));
  },
};

export function sanitizeHtml(html: string): string {
  return sanitize(html, options).trim();
}
