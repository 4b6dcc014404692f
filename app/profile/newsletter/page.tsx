import type { Metadata } from "next";
import { NewsletterComposer } from "@/components/newsletter/newsletter-composer";

export const metadata: Metadata = { title: "Newsletter" };

export default function NewsletterPage() {
  return <NewsletterComposer />;
}
