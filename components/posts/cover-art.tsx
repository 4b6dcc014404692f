// The generated cover of a post without an image of its own: its category, title and the site's
// name on the category's colour. The social card (1200 × 630, app/blog/[id]/opengraph-image.tsx)
// is a PNG rendered by next/og (Satori: inline styles and flex only); the listing cards draw the
// same colours in CSS (components/posts/card-cover.tsx), so a listing downloads no cover image.

const CATEGORY_COLOURS: Record<string, [string, string]> = {
  "People Analytics": ["#1d4ed8", "#1e3a8a"],
  "HR Technology": ["#0f766e", "#134e4a"],
  "Talent Acquisition": ["#7c3aed", "#4c1d95"],
  Payroll: ["#b45309", "#78350f"],
  "Performance Management": ["#be123c", "#881337"],
  "Total Rewards": ["#15803d", "#14532d"],
  Benefits: ["#0369a1", "#0c4a6e"],
};
const DEFAULT_COLOURS: [string, string] = ["#1d4ed8", "#1e3a8a"];

/** The two colours of a category's cover gradient (the social card and the cards' CSS cover). */
export function coverColours(category: string | undefined): [string, string] {
  return (category && CATEGORY_COLOURS[category]) || DEFAULT_COLOURS;
}

type CoverArtProps = { title: string; category: string; siteName: string; width: number };

/** The cover at `width` pixels wide (the height is the 1.91 : 1 of a social card). */
export function CoverArt({ title, category, siteName, width }: CoverArtProps) {
  const scale = width / 1200;
  const [from, to] = coverColours(category);
  const shown = title.length > 140 ? `${title.slice(0, 137)}…` : title;
  return (
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: 72 * scale,
        background: `linear-gradient(135deg, ${from} 0%, ${to} 100%)`,
        color: "white",
      }}
    >
      <div style={{ display: "flex", fontSize: 32 * scale, fontWeight: 600, opacity: 0.9 }}>{category}</div>
      <div
        style={{
          display: "flex",
          fontSize: (title.length > 80 ? 52 : 68) * scale,
          fontWeight: 800,
          lineHeight: 1.15,
        }}
      >
        {shown}
      </div>
      <div style={{ display: "flex", fontSize: 30 * scale, fontWeight: 600 }}>{siteName}</div>
    </div>
  );
}
