import { z } from "zod";

export const IMPORT_SOURCE_MESSAGE = 'source must be "wordpress" or "ghost"';

/** The sources an import reads today (an HR Pulse export's import comes with the full export). */
export const importFieldsSchema = z.object({
  source: z.enum(["wordpress", "ghost"], { message: IMPORT_SOURCE_MESSAGE }),
});
