// The only image URLs pages show: images stored in our database and served by /api/images/{id}.
// Posts imported before RSS images were stored at import may still hold an outside address; they
// show no image rather than make the server fetch from the internet (next.config.ts `images`).
const STORED_IMAGE_URL = /^\/api\/images\/([a-f0-9]{24})$/;

/** The id of a stored image's URL, or undefined for any other value. */
export function storedImageId(url: string | null | undefined): string | undefined {
  return url ? STORED_IMAGE_URL.exec(url)?.[1] : undefined;
}

/** The URL when it names a stored image, else null. */
export function storedImageUrl(url: string | null | undefined): string | null {
  return storedImageId(url) ? url! : null;
}
