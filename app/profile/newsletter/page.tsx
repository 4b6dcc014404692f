import type { Metadata } from "next";
import { NewsletterComposer } from "@/components/admin/newsletter-composer";

export const metadata: Metadata = { title: "Newsletter" };

export default function NewsletterPage() {
  return <NewsletterComposer />;
}
