// The "Never Miss Updates!" block under the blog list.
import { NewsletterForm } from "@/components/public/newsletter-form";

export function Newsletter() {
  return (
    <section
      id="newsletter"
      aria-labelledby="newsletter-heading"
      className="mx-auto mt-20 max-w-3xl px-4 text-center"
    >
      <h2 id="newsletter-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
        Never Miss Updates!
      </h2>
      <p className="mt-3 text-slate-700">
        Subscribe to get the latest blog, articles and exclusive news about HR Industry.
      </p>
      <NewsletterForm />
    </section>
  );
}
