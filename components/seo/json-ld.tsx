// Structured data for search engines; "<" is escaped so stored text can never close the script tag.
import { serializeJsonLd, type JsonLdObject } from "@/lib/seo/json-ld";

export function JsonLd({ data }: { data: JsonLdObject }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
