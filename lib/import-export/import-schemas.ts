import { z } from "zod";

export const IMPORT_SOURCE_MESSAGE = 'source must be "wordpress", "ghost" or "hrpulse"';

export const importFieldsSchema = z.object({
  source: z.enum(["wordpress", "ghost", "hrpulse"], { message: IMPORT_SOURCE_MESSAGE }),
});
