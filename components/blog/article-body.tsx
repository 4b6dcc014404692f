// The article body. The HTML was sanitized with the one allowlist before it was stored.
import styles from "@/components/blog/article-body.module.css";

export function ArticleBody({ html }: { html: string }) {
  return <div className={styles.body} dangerouslySetInnerHTML={{ __html: html }} />;
}
