// The frame every mail shares: the site name on top, the template's body, a footer; MJML makes
// the HTML that mail clients render, and the plain-text part gets the same pieces as text.
import { escapeHtml } from "./escape";

export type MailSite = { name: string; url: string; postalAddress?: string };

/** What a template writes; `body` is MJML column content (mj-text, mj-button, …). */
export type MailContent = {
  subject: string;
  /** The line mail clients show after the subject. */
  preview: string;
  body: string;
  text: string;
  /** Why the reader gets this mail, as HTML and as text. */
  reason: string;
  /** Newsletter and digest mails: the unsubscribe page, shown in the footer. */
  unsubscribeUrl?: string;
};

export function layoutMjml(site: MailSite, content: MailContent): string {
  const footer = [
    escapeHtml(content.reason),
    content.unsubscribeUrl
      ? `<a href="${escapeHtml(content.unsubscribeUrl)}" style="color:#475569">Unsubscribe</a>`
      : "",
    site.postalAddress ? escapeHtml(site.postalAddress) : "",
  ]
    .filter(Boolean)
    .join("<br />");
  return `<mjml>
  <mj-head>
    <mj-title>${escapeHtml(content.subject)}</mj-title>
    <mj-preview>${escapeHtml(content.preview)}</mj-preview>
    <mj-attributes>
      <mj-all font-family="Helvetica, Arial, sans-serif" />
      <mj-text font-size="16px" line-height="1.5" color="#0f172a" />
      <mj-button background-color="#1d4ed8" color="#ffffff" font-weight="bold" border-radius="9999px" />
    </mj-attributes>
  </mj-head>
  <mj-body background-color="#f1f5f9">
    <mj-section padding-bottom="0">
      <mj-column>
        <mj-text font-size="22px" font-weight="bold"><a href="${escapeHtml(site.url)}" style="color:#1d4ed8;text-decoration:none">${escapeHtml(site.name)}</a></mj-text>
      </mj-column>
    </mj-section>
    <mj-section background-color="#ffffff" border-radius="8px">
      <mj-column>
${content.body}
      </mj-column>
    </mj-section>
    <mj-section>
      <mj-column>
        <mj-text font-size="12px" color="#475569">${footer}</mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
}

export function layoutText(site: MailSite, content: MailContent): string {
  const footer = [
    "--",
    content.reason,
    content.unsubscribeUrl ? `Unsubscribe: ${content.unsubscribeUrl}` : "",
    site.postalAddress ?? "",
  ].filter(Boolean);
  return [site.name, "", content.text.trim(), "", ...footer].join("\n") + "\n";
}
