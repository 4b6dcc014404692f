// /newsletter: the newsletter sign-up on a page of its own (linked from every page's footer).
import { Newsletter } from "@/components/public/newsletter";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata({
  title: "Newsletter",
  description: "Subscribe to get the latest blog, articles and exclusive news about HR Industry.",
  path: "/newsletter",
});

export default function NewsletterPage() {
  return (
    <div className="pb-10">
      <Newsletter />
    </div>
  );
}
