// Stored HTML (sanitized on the server when it was saved) in the site's one rich-text typography,
// shared by articles, the About page, certifications and the editor (richHtmlClass).
import styles from "@/components/ui/rich-html.module.css";

/** The typography class, for an element that holds rich HTML but is not rendered by RichHtml (the editor). */
export const richHtmlClass = styles.body;

export function RichHtml({ html, className = "" }: { html: string; className?: string }) {
  return <div className={`${styles.body} ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
