// An RSS item's image, fetched once when the item is imported and stored like an upload, so pages
// never point at (or make the server fetch) an outside address.
import "server-only";
import { storeImageBytes } from "@/lib/images/images";
import { fetchImageBytes } from "@/lib/feeds/fetch-feed";

/** The stored image's URL, or undefined when the image cannot be fetched or is not a usable image. */
export async function importItemImage(url: string, allowPrivate: boolean): Promise<string | undefined> {
  try {
    return await storeImageBytes(await fetchImageBytes(url, { allowPrivate }));
  } catch {
    return undefined;
  }
}
