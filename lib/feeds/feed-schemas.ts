// Schemas for the back-office feed list.
import { z } from "zod";
import { BLOG_CATEGORIES, type BlogCategory } from "@/lib/constants";
import { httpUrlSchema } from "@/lib/common-schemas";

/** The category of feeds that come from RSS_FEEDS (no per-feed setting there) and the form's default. */
export const DEFAULT_FEED_CATEGORY: BlogCategory = "HR Technology";

export const addFeedSchema = z.object({
  url: httpUrlSchema("Feed URL"),
  category: z.enum(BLOG_CATEGORIES, { error: "Please choose a category from the list" }),
});

export type AddFeedInput = z.output<typeof addFeedSchema>;
