// A listing card's cover: the post's own image, or (most posts) its category on the category's
// colours drawn in CSS (.cover.art in app/globals.css), the same gradient as its social card. No
// image to download: on a phone the first card's cover used to be the page's largest paint, and
// eight cover PNGs (~30 KB each) competed with the page's scripts on a slow connection.
import type { CSSProperties } from "react";
import { coverColours } from "@/components/posts/cover-art";

type CardCoverProps = { image: string | null | undefined; category: string | undefined; lead: boolean };

export function CardCover({ image, category, lead }: CardCoverProps) {
  if (image) {
    return (
      // Decorative (the title says what the post is); a plain img: the file is already card-sized.
      // eslint-disable-next-line @next/next/no-img-element
      <img
        src={image}
        alt=""
        width={640}
        height={336}
        className="cover"
        loading={lead ? "eager" : "lazy"}
        fetchPriority={lead ? "high" : "auto"}
        decoding="async"
      />
    );
  }
  const [from, to] = coverColours(category);
  const colours = { "--from": from, "--to": to } as CSSProperties;
  // The label is CSS content (data-label), so the card's text is still its title, excerpt and date.
  return <div className="cover art" style={colours} data-label={category ?? "HR News"} aria-hidden="true" />;
}
