// Schemas for the back-office feed list.
import { z } from "zod";
import { BLOG_CATEGORIES } from "@/lib/constants";
import { httpUrlSchema } from "@/lib/validations/common";

export const addFeedSchema = z.object({
  url: httpUrlSchema("Feed URL"),
  category: z.enum(BLOG_CATEGORIES, { error: "Please choose a category from the list" }),
});

export type AddFeedInput = z.output<typeof addFeedSchema>;
