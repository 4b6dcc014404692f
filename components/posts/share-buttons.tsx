// Share links (LinkedIn, X, Facebook, WhatsApp) carrying the article URL, plus copy-link.
import { CopyLinkButton } from "@/components/posts/copy-link-button";
import { buttonClass } from "@/components/ui/button";

export const SHARE_TEXT = "Check out this article!";

export function shareLinks(url: string) {
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(SHARE_TEXT);
  return [
    { label: "LinkedIn", href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { label: "X", href: `https://twitter.com/intent/tweet?url=${u}&text=${text}` },
    { label: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    {
      label: "WhatsApp",
      href: `https://api.whatsapp.com/send?text=${encodeURIComponent(`${SHARE_TEXT} ${url}`)}`,
    },
  ];
}

export function ShareButtons({ url }: { url: string }) {
  return (
    <section aria-label="Share this article" className="flex flex-wrap items-center gap-2">
      <span className="mr-1 text-sm font-semibold text-slate-700">Share:</span>
      {shareLinks(url).map((link) => (
        <a
          key={link.label}
          href={link.href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Share on ${link.label}`}
          className={buttonClass({ variant: "subtle", pill: true, size: "sm", className: "h-10" })}
        >
          {link.label}
        </a>
      ))}
      <CopyLinkButton url={url} />
    </section>
  );
}
