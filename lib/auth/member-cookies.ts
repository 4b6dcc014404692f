// The member cookies' names (shared with the browser, which reads only the hint cookie).
export const MEMBER_COOKIE = "hrp_member";
export const MEMBER_HINT_COOKIE = "hrp_signed_in";
