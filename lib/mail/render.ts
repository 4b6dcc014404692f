// A template's content → the subject, an HTML part (MJML) and a plain-text part.
import mjml2html from "mjml";
import { layoutMjml, layoutText, type MailSite } from "./layout";
import { TEMPLATES, type TemplateData, type TemplateName } from "./templates";

export type RenderedMail = { subject: string; html: string; text: string };

export async function renderMail<K extends TemplateName>(
  site: MailSite,
  name: K,
  data: TemplateData[K],
): Promise<RenderedMail> {
  const content = TEMPLATES[name](site, data);
  const result = await mjml2html(layoutMjml(site, content), { validationLevel: "soft", keepComments: false });
  return { subject: content.subject, html: result.html, text: layoutText(site, content) };
}
