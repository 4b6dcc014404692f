import { errorBody } from "@/lib/api/errors";

// Any method on an unknown /api path – a JSON 404 instead of the HTML not-found page.
const notFoundJson = async () => errorBody(404, "Not found");
export {
  notFoundJson as GET,
  notFoundJson as POST,
  notFoundJson as PUT,
  notFoundJson as DELETE,
  notFoundJson as PATCH,
};
